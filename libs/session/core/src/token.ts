/** Decodes one base64url segment to text; undefined when it is not base64url. */
function decodeBase64Url(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return undefined;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** The `exp` (seconds since the epoch) of a JWT-like token, or undefined when it is malformed. */
export function tokenExpiry(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === undefined) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const exp = (payload as { exp?: unknown }).exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
}

/**
 * Spec 02 §4 "Token handling": a stored token is valid only while its exp is in the future.
 * `exp` is in seconds, `nowMs` in milliseconds; a malformed token, or one without a numeric
 * exp, is invalid.
 */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > nowMs;
}
