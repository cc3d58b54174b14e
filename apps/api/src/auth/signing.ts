import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens in the JWT compact form `header.payload.signature` (base64url JSON, HMAC-SHA256),
 * so the client's parser (it reads `exp` of the payload, spec 02 §4 "Token handling") accepts
 * them. Each kind of token is signed with its own key derived from the server secret, so an
 * access token can never pass for a fingerprint, a social assertion or a cookie value.
 */

export type TokenPurpose =
  | 'access'
  | 'fingerprint'
  | 'social'
  | 'two_step'
  | 'video'
  | 'reset'
  | 'cookie'
  // Issue 12: a newsletter's stop link (account-flows/).
  | 'newsletter'
  // The operator and the payment provider share these two (payments/, payment-provider/).
  | 'payment_session'
  | 'payment_callback'
  // The media provider's own viewing ticket, given once the operator's video token is checked (media-provider/).
  | 'media_view'
  // The operator and the game provider share these two (casino-wallet/, game-provider/).
  | 'casino_wallet'
  | 'casino_demo';

const HEADER = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function base64UrlEncode(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function keyFor(secret: string, purpose: TokenPurpose): Buffer {
  return createHmac('sha256', secret).update(`bet-sandbox:${purpose}`).digest();
}

function mac(secret: string, purpose: TokenPurpose, data: string): string {
  return createHmac('sha256', keyFor(secret, purpose)).update(data).digest('base64url');
}

/** HMAC-SHA256 of data with the purpose's key, base64url: for signatures that are not tokens (a callback body). */
export function signData(secret: string, purpose: TokenPurpose, data: string): string {
  return mac(secret, purpose, data);
}

/** Compares two signatures in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signToken(secret: string, purpose: TokenPurpose, payload: Record<string, unknown>): string {
  const body = base64UrlEncode(JSON.stringify(payload));
  return `${HEADER}.${body}.${mac(secret, purpose, `${HEADER}.${body}`)}`;
}

/**
 * The payload of a token this server signed for this purpose, or undefined when it is
 * malformed, forged or tampered with. Expiry is the caller's rule (it owns the clock).
 */
export function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string | undefined,
): Record<string, unknown> | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header = '', body = '', signature = ''] = parts;
  if (!sameText(signature, mac(secret, purpose, `${header}.${body}`))) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
    return payload as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The key the cookie plugin signs cookies with (the sid): its own purpose, so no token's signature passes for it. */
export function cookieSigningKey(secret: string): string {
  return keyFor(secret, 'cookie').toString('base64url');
}
