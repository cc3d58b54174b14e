import { enCore } from './en-core';
import { verificationEn } from './verification-en';
import { programmesEn } from './programmes-en';
import { bonusesEn } from './bonuses-en';
import { officeSettingsEn } from './office-settings-en';
import { profileEn } from './profile-en';
import { securityMethodsEn } from './security-methods-en';
import { paymentsEn } from './payments-en';
import { casinoEn } from './casino-en';

/**
 * Every English text: what loads with the language (en-core.ts) and the text packs that load
 * with their pages (text-packs.ts). Every key here must exist in every complete locale.
 */
export const en = {
  ...enCore,
  ...verificationEn,
  ...programmesEn,
  ...bonusesEn,
  ...officeSettingsEn,
  ...profileEn,
  ...securityMethodsEn,
  ...paymentsEn,
  ...casinoEn,
};

export type TranslationKey = keyof typeof en;
export type Translations = Record<TranslationKey, string>;
