import { HttpError } from './http-error';

/**
 * Spec 02 §5 "Secret fields (login, password, code) are encoded before sending". The request
 * layer (libs/shared/request secret-fields.ts) sends base64 of the UTF-8 bytes; this reverses
 * exactly that, before the body is checked against the call's schema. A value that is not such
 * an encoding is refused, so a client that forgot to encode finds out at once.
 */
export function decodeSecret(value: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return undefined;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.toString('base64') !== value) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A copy of the body with the given fields decoded; anything but a plain object passes as is. */
export function decodeSecretFields(body: unknown, fields: readonly string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const decoded: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = decoded[field];
    if (typeof value !== 'string') continue;
    const plain = decodeSecret(value);
    if (plain === undefined) {
      throw HttpError.of(400, 'invalid_body', `body.${field}: a secret field is sent as base64 of its UTF-8 bytes`);
    }
    decoded[field] = plain;
  }
  return decoded;
}
