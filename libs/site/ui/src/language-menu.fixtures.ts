/**
 * 80 site codes, as many as the spec's locale bundles (spec 02 §9 "about 80"), for the language
 * menu's stories and tests: the site's own `kz` and `ua` among real ISO 639-1 codes.
 */
export const EIGHTY_LANGUAGES: readonly string[] = [
  'ru', 'en', 'kz', 'ua', 'az', 'tr', 'de', 'es', 'fr', 'it', 'pt', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'sr',
  'hr', 'sl', 'bs', 'mk', 'sq', 'el', 'nl', 'da', 'sv', 'nb', 'fi', 'et', 'lv', 'lt', 'be', 'ka', 'hy', 'uz',
  'ky', 'tg', 'tk', 'mn', 'fa', 'ar', 'he', 'hi', 'bn', 'ur', 'pa', 'ta', 'te', 'mr', 'gu', 'kn', 'ml', 'si',
  'ne', 'th', 'vi', 'id', 'ms', 'ps', 'my', 'km', 'lo', 'zh', 'ja', 'ko', 'sw', 'am', 'ha', 'yo', 'zu', 'af',
  'so', 'is', 'ga', 'cy', 'mt', 'eu', 'ca', 'gl',
]; // prettier-ignore
