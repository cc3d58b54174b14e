/** A name kept in the two languages the feed stores (schema "sportsbook": ru and en). */
export interface LocalizedText {
  ru: string;
  en: string;
}

export type FeedLang = keyof LocalizedText;

/** Spec: names by `lang`: Russian for `ru`, English for every other language. */
export function feedLang(lang: string | undefined): FeedLang {
  return lang?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}
