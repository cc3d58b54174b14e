/** Spec 02 §9 "Cookies": default lifetime 86400 s, path /. */
export const DEFAULT_COOKIE_MAX_AGE_SECONDS = 86400;

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

/** Cookies as a port, so framework-free code never touches `document.cookie`. */
export interface CookieStore {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/**
 * Parses `document.cookie` or a Cookie request header into name → value. The first of duplicate
 * names wins: browsers send the most specific (longest path) first.
 */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie written by someone else with a stray '%' must not break the page.
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** The browser's cookies, through the `document` it is given. */
export function createDocumentCookieStore(doc: Pick<Document, 'cookie'>): CookieStore {
  return {
    get: (name) => parseCookieHeader(doc.cookie).get(name),
    set(name, value, { maxAgeSeconds = DEFAULT_COOKIE_MAX_AGE_SECONDS, path = '/' } = {}) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=${path}; samesite=lax`;
    },
    remove(name, { path = '/' } = {}) {
      doc.cookie = `${name}=; max-age=0; path=${path}`;
    },
  };
}
