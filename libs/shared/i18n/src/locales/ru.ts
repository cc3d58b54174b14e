import type { Translations } from './en';
import { ruCore } from './ru-core';
import { verificationRu } from './verification-ru';
import { programmesRu } from './programmes-ru';
import { bonusesRu } from './bonuses-ru';
import { officeSettingsRu } from './office-settings-ru';
import { profileRu } from './profile-ru';
import { securityMethodsRu } from './security-methods-ru';
import { paymentsRu } from './payments-ru';
import { casinoRu } from './casino-ru';

/** Every Russian text: the language's own (ru-core.ts) and the text packs (text-packs.ts). */
export const ru: Translations = {
  ...ruCore,
  ...verificationRu,
  ...programmesRu,
  ...bonusesRu,
  ...officeSettingsRu,
  ...profileRu,
  ...securityMethodsRu,
  ...paymentsRu,
  ...casinoRu,
};
