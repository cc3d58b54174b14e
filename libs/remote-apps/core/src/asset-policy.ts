/**
 * Which origins a sub-app may load scripts and stylesheets from: the page's own origin plus a
 * configured list. Anything else (another host, a data: or javascript: URL, a protocol-relative
 * trick) is refused. See README.md "Security".
 */
export interface AssetPolicy {
  /** The page's origin, e.g. https://example.com; relative URLs resolve against it. */
  pageOrigin: string;
  /** Further origins allowed, exactly as `URL.origin` spells them. */
  allowedOrigins: readonly string[];
}

/** The absolute URL when `url` is an http(s) URL from an allowed origin, otherwise null. */
export function allowedAssetUrl(url: string, policy: AssetPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, policy.pageOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const allowed = parsed.origin === policy.pageOrigin || policy.allowedOrigins.includes(parsed.origin);
  return allowed ? parsed.href : null;
}

export interface AssetSelection {
  /** Allowed absolute URLs, each once, in the order given. */
  allowed: string[];
  /** What was refused, as given, so the app can log it. */
  refused: string[];
}

export function selectAllowedAssets(urls: readonly string[], policy: AssetPolicy): AssetSelection {
  const allowed: string[] = [];
  const refused: string[] = [];
  for (const url of urls) {
    const absolute = allowedAssetUrl(url, policy);
    if (absolute === null) refused.push(url);
    else if (!allowed.includes(absolute)) allowed.push(absolute);
  }
  return { allowed, refused };
}
