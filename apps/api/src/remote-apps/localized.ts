/** Sub-app texts exist in ru and en (spec: ru is the default); other languages get en. */
export type ContentLanguage = 'ru' | 'en';
export type Localized = Record<ContentLanguage, string>;

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
