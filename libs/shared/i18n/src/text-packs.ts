import type { i18n } from 'i18next';
import type { LanguageBundle } from './locales/language-bundle';
import { instanceBehind } from './instance-behind';

/** A page's texts in ru and en; every other language shows en's (they have none of their own yet). */
type TextPackLoader = (language: 'ru' | 'en') => Promise<LanguageBundle>;

/**
 * Texts read only on their own pages (issue 16: each route's initial JavaScript carries only what
 * its first render needs). The app's routes load a page's pack with the page's chunk
 * (`page(...)` in apps/web routes.tsx); tests and stories (`createI18n`) have every text bundled. A pack's
 * keys must not be read before its page has loaded: the e2e suite fails on a text shown as its key.
 */
export const TEXT_PACKS = {
  verification: (language) =>
    language === 'ru'
      ? import('./locales/verification-ru').then((module) => module.verificationRu)
      : import('./locales/verification-en').then((module) => module.verificationEn),
  programmes: (language) =>
    language === 'ru'
      ? import('./locales/programmes-ru').then((module) => module.programmesRu)
      : import('./locales/programmes-en').then((module) => module.programmesEn),
  bonuses: (language) =>
    language === 'ru'
      ? import('./locales/bonuses-ru').then((module) => module.bonusesRu)
      : import('./locales/bonuses-en').then((module) => module.bonusesEn),
  officeSettings: (language) =>
    language === 'ru'
      ? import('./locales/office-settings-ru').then((module) => module.officeSettingsRu)
      : import('./locales/office-settings-en').then((module) => module.officeSettingsEn),
  profile: (language) =>
    language === 'ru'
      ? import('./locales/profile-ru').then((module) => module.profileRu)
      : import('./locales/profile-en').then((module) => module.profileEn),
  securityMethods: (language) =>
    language === 'ru'
      ? import('./locales/security-methods-ru').then((module) => module.securityMethodsRu)
      : import('./locales/security-methods-en').then((module) => module.securityMethodsEn),
  payments: (language) =>
    language === 'ru'
      ? import('./locales/payments-ru').then((module) => module.paymentsRu)
      : import('./locales/payments-en').then((module) => module.paymentsEn),
  casino: (language) =>
    language === 'ru'
      ? import('./locales/casino-ru').then((module) => module.casinoRu)
      : import('./locales/casino-en').then((module) => module.casinoEn),
} as const satisfies Record<string, TextPackLoader>;

export type TextPackName = keyof typeof TEXT_PACKS;

/** Each pack is an i18next namespace of its own, looked up after the language's (`fallbackNS`). */
export const TEXT_PACK_NAMES = Object.keys(TEXT_PACKS) as TextPackName[];

/** The packs each instance has asked for: a language switch loads them in the next language. */
const packsAsked = new WeakMap<i18n, Set<TextPackName>>();

/** Loads under way, by instance and `pack:language`, so two callers share one import. */
const pending = new WeakMap<i18n, Map<string, Promise<void>>>();

function packLanguage(language: string): 'ru' | 'en' {
  return language === 'ru' ? 'ru' : 'en';
}

function loadPackIn(instance: i18n, pack: TextPackName, language: 'ru' | 'en'): Promise<void> {
  if (instance.hasResourceBundle(language, pack)) return Promise.resolve();
  const loads = pending.get(instance) ?? new Map<string, Promise<void>>();
  pending.set(instance, loads);
  const key = `${pack}:${language}`;
  const existing = loads.get(key);
  if (existing) return existing;
  const loading = TEXT_PACKS[pack](language)
    .then((texts) => {
      instance.addResourceBundle(language, pack, texts, true, true);
    })
    .finally(() => loads.delete(key));
  loads.set(key, loading);
  return loading;
}

/**
 * Makes a page's texts available in `language` (the instance's own by default): ru's for ru,
 * en's for every other language. A failed import rejects and is forgotten; the next call tries
 * again (the route then reloads as for any chunk that cannot load, spec 02 §8).
 */
export function loadTextPack(given: i18n, pack: TextPackName, language: string = given.language): Promise<void> {
  const instance = instanceBehind(given);
  const asked = packsAsked.get(instance) ?? new Set<TextPackName>();
  asked.add(pack);
  packsAsked.set(instance, asked);
  return loadPackIn(instance, pack, packLanguage(language));
}

/** The packs already asked for, in `language`: a language switch waits for them too. */
export function loadAskedTextPacks(given: i18n, language: string): Promise<void> {
  const instance = instanceBehind(given);
  const asked = [...(packsAsked.get(instance) ?? [])];
  return Promise.all(asked.map((pack) => loadPackIn(instance, pack, packLanguage(language)))).then(() => undefined);
}
