import type { LanguageBundle } from './locales/language-bundle';

/** Imports one language's texts; each is a chunk of its own in the built app. */
export type BundleLoader = () => Promise<LanguageBundle>;

/**
 * The languages whose texts load only when chosen (spec 02 §9: about 80 locale bundles; the
 * default ru and the fallback en are in the main bundle, see create-i18n.ts). Keys are the
 * site's language codes as they appear in the address and the config (kz and ua, not the ISO
 * kk and uk). A language missing here still works: it shows the en texts.
 */
export const LAZY_BUNDLES: Readonly<Record<string, BundleLoader>> = {
  kz: () => import('./locales/kz').then((module) => module.kz),
  ua: () => import('./locales/ua').then((module) => module.ua),
  az: () => import('./locales/az').then((module) => module.az),
  tr: () => import('./locales/tr').then((module) => module.tr),
  de: () => import('./locales/de').then((module) => module.de),
  es: () => import('./locales/es').then((module) => module.es),
};

export const LAZY_LANGUAGES: readonly string[] = Object.keys(LAZY_BUNDLES);
