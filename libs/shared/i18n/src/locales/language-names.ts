/**
 * Every language offered is named in its own language (an endonym), whatever the page's
 * language: a visitor looking for their language recognises its own name, not a translation
 * of it. The lazily loaded bundles take these as they are; en and ru hold the same names.
 */
export const LANGUAGE_NAMES = {
  main_language_name_ru: 'Русский',
  main_language_name_en: 'English',
  main_language_name_kz: 'Қазақша',
  main_language_name_ua: 'Українська',
  main_language_name_az: 'Azərbaycanca',
  main_language_name_tr: 'Türkçe',
  main_language_name_de: 'Deutsch',
  main_language_name_es: 'Español',
} as const;
