import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE } from './languages';
import { LAZY_BUNDLES, type BundleLoader } from './language-bundles';
import { loadLanguage, setDefaultBundles } from './load-language';
import { TEXT_PACK_NAMES } from './text-packs';

/**
 * Every language as a chunk of its own, ru and en included: the app's first load carries no
 * texts, only the chunk of the language it shows (issue 16 "only the current language's texts
 * in the initial load").
 */
export const APP_BUNDLES: Readonly<Record<string, BundleLoader>> = {
  ru: () => import('./locales/ru-core').then((module) => module.ruCore),
  en: () => import('./locales/en-core').then((module) => module.enCore),
  ...LAZY_BUNDLES,
};

/** How the app words its report of a missing text, so the e2e suite can recognise it. */
export const MISSING_TEXT_WARNING = 'Missing text';

export interface CreateLazyI18nOptions {
  bundles?: Readonly<Record<string, BundleLoader>>;
  /** A bundle that failed to load; the instance is still returned (its keys show until a retry). */
  onLoadError?: (error: unknown) => void;
  /**
   * A text asked for that neither the language nor the fallback has (the key would show on the
   * page). Calls that give their own `defaultValue` are not reported: they expect gaps.
   */
  onMissingKey?: (key: string, language: string) => void;
}

/**
 * The app's i18next instance, resolved once the texts of `language` are in (and en's, the
 * fallback of a language that is not complete). Unlike `createI18n` (tests and stories), it holds
 * no texts in the code: each language loads on demand, `switchLanguage` loads the next one
 * before switching. A bundle that cannot load is reported and the instance resolves anyway.
 */
export async function createLazyI18n(
  language: string,
  { bundles = APP_BUNDLES, onLoadError, onMissingKey }: CreateLazyI18nOptions = {},
): Promise<i18n> {
  const instance = i18next.createInstance();
  setDefaultBundles(instance, bundles);
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    // A page's text pack is a namespace of its own, looked up after the language's texts.
    fallbackNS: TEXT_PACK_NAMES,
    interpolation: { escapeValue: false }, // React escapes what it renders.
    returnNull: false,
    initAsync: false,
    saveMissing: onMissingKey !== undefined,
    missingKeyHandler: (_languages, _namespace, key, _fallbackValue, _updateMissing, options) => {
      // A call that gives its own default value expects gaps (a server text shown as it came).
      if (Reflect.get(Object(options), 'defaultValue') === undefined) onMissingKey?.(key, instance.language);
    },
  });
  try {
    await loadLanguage(instance, language);
  } catch (error) {
    onLoadError?.(error);
  }
  return instance;
}
