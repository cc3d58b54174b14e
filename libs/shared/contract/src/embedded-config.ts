import type { SiteConfig } from './site-config';

/**
 * The global under which the server embeds the site config in the page (spec 02 §4: "Config is
 * taken from the server-embedded copy; if absent it is fetched").
 */
export const EMBEDDED_CONFIG_GLOBAL = '__SITE_CONFIG__';

/**
 * The script tag the server writes into the page. JSON is escaped so that no value can close
 * the script element or start a comment.
 */
export function embeddedConfigScript(config: SiteConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${EMBEDDED_CONFIG_GLOBAL}=${json}</script>`;
}
