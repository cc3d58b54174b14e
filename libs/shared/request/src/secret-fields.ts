import { SECRET_FIELDS } from '@bet/contract';

/**
 * Spec 02 §5 "Secret fields (login, password, code) are encoded before sending". The spec does
 * not say how; we send base64 of the UTF-8 bytes, so non-Latin passwords survive (plain btoa
 * throws on them). It hides the values from casual reading of logs and proxies, it is not
 * encryption: TLS protects them. The values are never logged here.
 */
export function encodeSecret(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A copy of the body with the secret fields encoded. Only a plain object's string and number
 * values are encoded (a number, such as an SMS code, as its digits); any other body is returned
 * as is. The body passed in is never changed, so a retried call is not encoded twice.
 */
export function encodeSecretFields<B>(body: B, fields: readonly string[] = SECRET_FIELDS): B {
  if (!isPlainObject(body)) return body;
  const encoded: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const value = encoded[field];
    if (typeof value === 'string' || typeof value === 'number') encoded[field] = encodeSecret(String(value));
  }
  return encoded as B;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
