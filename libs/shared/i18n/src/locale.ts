/**
 * The site's language codes follow the operator (spec 01 §2: `kz` for Kazakh, `ua` for
 * Ukrainian), in addresses, cookies, the config and the text bundles. `<html lang>`, `hreflang`
 * and Intl formatting need the BCP 47 tags, or a screen reader reads with the wrong voice and
 * numbers and dates take another language's format.
 */
const BCP47_TAGS: Readonly<Record<string, string>> = { kz: 'kk', ua: 'uk' };

/** The BCP 47 tag of a site language code: `kz` → `kk`, `ua` → `uk`, the rest as they are. */
export function localeOf(language: string): string {
  return BCP47_TAGS[language] ?? language;
}

/** The site code of a BCP 47 language a browser asks for: `kk` → `kz`, `uk` → `ua`, the rest as they are. */
export function siteLanguageOf(tag: string): string {
  return Object.keys(BCP47_TAGS).find((code) => BCP47_TAGS[code] === tag) ?? tag;
}
