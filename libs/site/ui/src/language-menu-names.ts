import { localeOf } from '@bet/i18n';

/** A language as the menu shows and finds it. */
export interface LanguageChoice {
  /** The site's code (spec 01 §2), as in the address: `kz`, `ua`, `de`. */
  code: string;
  /** Its BCP 47 tag, for `lang` and `hreflang`: `kk`, `uk`, `de`. */
  tag: string;
  /** Its name in itself (an endonym): "Deutsch". */
  nativeName: string;
  /** Its name in the page's language: "немецкий" on a Russian page. */
  localName: string;
  /** Its name in English, so anyone can find it by that too. */
  englishName: string;
  /** The words the filter matches: of the names and codes, lower case, without diacritics. */
  searchWords: readonly string[];
}

/** One formatter per language: making one is the costly part, and a menu asks each twice per entry. */
const formatters = new Map<string, Intl.DisplayNames>();

function formatter(inLanguage: string): Intl.DisplayNames {
  let names = formatters.get(inLanguage);
  if (!names) {
    names = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' });
    formatters.set(inLanguage, names);
  }
  return names;
}

/** The name of `tag` in the language `inLanguage`, or undefined where the browser has none. */
function displayName(tag: string, inLanguage: string): string | undefined {
  try {
    const name = formatter(inLanguage).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/** Lower case without accents: "Türkçe" is found by "turkce", "Español" by "espanol". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

function words(text: string): string[] {
  return foldForSearch(text)
    .split(/[\s(),\-–—]+/u)
    .filter(Boolean);
}

/**
 * Whether a language answers what was typed: each word typed starts a word of one of its names
 * or codes. "de" finds Deutsch (and its code), not Nederlands; "norw bok" finds Norwegian Bokmål.
 */
export function matchesQuery(choice: LanguageChoice, query: string): boolean {
  return words(query).every((typed) => choice.searchWords.some((word) => word.startsWith(typed)));
}

/** A language as the closed menu's button names it: its tag and its name in itself. */
export type LanguageLabel = Pick<LanguageChoice, 'code' | 'tag' | 'nativeName'>;

/**
 * The endonym comes from the site's texts where they name the language, else from the browser;
 * a code neither knows shows in capitals. For a language the site names, no formatter is made.
 */
export function languageLabel(code: string, siteName: (code: string) => string | undefined): LanguageLabel {
  const tag = localeOf(code);
  return { code, tag, nativeName: siteName(code) || displayName(tag, tag) || code.toUpperCase() };
}

/**
 * The menu's entries for the site's codes. The endonym comes from the site's texts where they
 * name the language (`main_language_name_<code>`, so "Қазақша" stays as the site writes it), else
 * from the browser's `Intl.DisplayNames`, which knows the ~80 languages of the spec; a code it
 * does not know shows in capitals.
 */
export function languageChoices(
  codes: readonly string[],
  pageLanguage: string,
  siteName: (code: string) => string | undefined,
): LanguageChoice[] {
  const pageTag = localeOf(pageLanguage);
  return codes.map((code) => {
    const { tag, nativeName } = languageLabel(code, siteName);
    const localName = displayName(tag, pageTag) ?? nativeName;
    const englishName = displayName(tag, 'en') ?? nativeName;
    return {
      code,
      tag,
      nativeName,
      localName,
      englishName,
      searchWords: words([nativeName, localName, englishName, code, tag].join(' ')),
    };
  });
}
