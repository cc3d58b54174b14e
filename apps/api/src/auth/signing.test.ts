import { tokenExpiry } from '../testing/client-token';
import { describe, expect, it } from 'vitest';
import { cookieSigningKey, signToken, verifyToken } from './signing';

const SECRET = 'a-test-secret-of-at-least-32-chars!!';

describe('signed tokens', () => {
  it('are JWT-shaped tokens whose exp the client reads', () => {
    const token = signToken(SECRET, 'access', { sub: 1, exp: 2_000_000_000 });
    expect(token.split('.')).toHaveLength(3);
    expect(tokenExpiry(token)).toBe(2_000_000_000);
    expect(verifyToken(SECRET, 'access', token)).toEqual({ sub: 1, exp: 2_000_000_000 });
  });

  it('refuse another secret, another purpose and any change', () => {
    const token = signToken(SECRET, 'access', { sub: 1, exp: 2_000_000_000 });
    expect(verifyToken(`${SECRET}x`, 'access', token)).toBeUndefined();
    expect(verifyToken(SECRET, 'fingerprint', token)).toBeUndefined();
    const [header, , signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ sub: 2, exp: 2_000_000_000 })).toString('base64url');
    expect(verifyToken(SECRET, 'access', `${header}.${changed}.${signature}`)).toBeUndefined();
    expect(verifyToken(SECRET, 'access', `${token}.x`)).toBeUndefined();
    expect(verifyToken(SECRET, 'access', undefined)).toBeUndefined();
  });

  it('give the cookie plugin a key of its own, derived from the secret', () => {
    expect(cookieSigningKey(SECRET)).toBe(cookieSigningKey(SECRET));
    expect(cookieSigningKey(SECRET)).not.toBe(cookieSigningKey(`${SECRET}x`));
    expect(cookieSigningKey(SECRET)).not.toContain(SECRET);
  });
});
