import { embeddedConfigBlock } from '@bet/contract';
import type { SiteConfig } from '@bet/contract';
import { localeOf } from '@bet/i18n';

/**
 * Writes the site config into the page: the contract's JSON data block before </head> (or, in a page
 * without one, before <body> or at the start), and the served language into <html lang>.
 */
export function embedConfigInPage(html: string, config: SiteConfig): string {
  const block = embeddedConfigBlock(config);
  const headEnd = html.search(/<\/head\s*>/i);
  const bodyStart = html.search(/<body[\s>]/i);
  const at = headEnd >= 0 ? headEnd : bodyStart >= 0 ? bodyStart : 0;
  return withHtmlLang(`${html.slice(0, at)}${block}${html.slice(at)}`, config.lng);
}

/** Sets <html lang> to a site language's BCP 47 tag (letters only, so it needs no escaping). */
export function withHtmlLang(html: string, lang: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${localeOf(lang)}"${rest}>`;
  });
}
