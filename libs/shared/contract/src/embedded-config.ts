import type { SiteConfig } from './site-config';

/**
 * The id of the element in which the server embeds the site config in the page (spec 02 §4:
 * "Config is taken from the server-embedded copy; if absent it is fetched"). It is a JSON data
 * block (`<script type="application/json">`), which the browser never runs: the page's strict
 * Content-Security-Policy allows no inline script (apps/api README "Security headers and CSP").
 */
export const EMBEDDED_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The data block the server writes into the page. JSON is escaped so that no value can close
 * the element or start a comment (`<`, `>` and `&` as \u escapes, which JSON.parse reads back).
 */
export function embeddedConfigBlock(config: SiteConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * The embedded config's text read back: undefined when the page carries none. Text that is not
 * JSON comes back as itself, so the site's schema check refuses it and says so (the client then
 * fetches the config) instead of the start-up failing on a parse error.
 */
export function parseEmbeddedConfig(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
