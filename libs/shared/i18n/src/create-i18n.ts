import i18next, { type i18n } from 'i18next';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { FALLBACK_LANGUAGE } from './languages';

/**
 * A fresh i18next instance holding the ru and en bundles, ready on return: the bundles are in
 * the code, so nothing loads asynchronously. For another language, call `switchLanguage` (or
 * `loadLanguage`, then `changeLanguage`): until its bundle is in, it shows the en texts. One
 * instance per app (and per test or story) keeps language state out of module globals.
 */
export function createI18n(language: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { en: { translation: en }, ru: { translation: ru } },
    interpolation: { escapeValue: false }, // React escapes what it renders.
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
