/** Sub-app texts exist in ru and en (spec: ru is the default); other languages get en. */
export type ContentLanguage = 'ru' | 'en';
export type Localized = Record<ContentLanguage, string>;

/**
 * What every page of the sub-apps has: a title and a text of paragraphs (a blank line between
 * two), in both languages. Information pages, rule chapters, news and promotions add to it.
 */
export interface Article {
  title: Localized;
  text: Localized;
}

export function contentLanguage(language: string): ContentLanguage {
  return language === 'ru' ? 'ru' : 'en';
}

/** Escapes text for HTML; the content is ours, but paths and slugs come from the request. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Paragraphs of plain text as HTML. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part.trim())}</p>`)
    .join('');
}
