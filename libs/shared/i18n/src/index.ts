export { COMPLETE_LANGUAGES, createI18n, FALLBACK_LANGUAGE } from './create-i18n';
export { en } from './locales/en';
export type { TranslationKey, Translations } from './locales/en';
export { ru } from './locales/ru';
