import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isTokenValid, tokenExpiry } from './token';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const tokenWith = (payload: unknown) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;

describe('isTokenValid (spec 02 §4 Token handling)', () => {
  it('accepts a token whose exp is in the future', () => {
    expect(isTokenValid(tokenWith({ exp: 2_000 }), 1_999_999)).toBe(true);
  });

  it('rejects a token whose exp is now or past', () => {
    expect(isTokenValid(tokenWith({ exp: 2_000 }), 2_000_000)).toBe(false);
    expect(isTokenValid(tokenWith({ exp: 2_000 }), 2_000_001)).toBe(false);
  });

  it('rejects missing, malformed and exp-less tokens', () => {
    expect(isTokenValid(null, 0)).toBe(false);
    expect(isTokenValid(undefined, 0)).toBe(false);
    expect(isTokenValid('', 0)).toBe(false);
    expect(isTokenValid('abc', 0)).toBe(false);
    expect(isTokenValid('a.b', 0)).toBe(false);
    expect(isTokenValid('a.!!!.c', 0)).toBe(false);
    expect(isTokenValid(`a.${base64Url('not json')}.c`, 0)).toBe(false);
    expect(isTokenValid(tokenWith({ sub: 1 }), 0)).toBe(false);
    expect(isTokenValid(tokenWith({ exp: '9999999999' }), 0)).toBe(false);
    expect(isTokenValid(tokenWith([1]), 0)).toBe(false);
    expect(isTokenValid(tokenWith(null), 0)).toBe(false);
  });

  it('reads payloads with non-ASCII text and base64url characters', () => {
    expect(tokenExpiry(tokenWith({ name: 'Ёжик ~~~???>>>', exp: 42 }))).toBe(42);
  });

  test.prop([fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 })])(
    'is valid exactly when exp * 1000 is after now',
    (exp, nowMs) => {
      expect(isTokenValid(tokenWith({ exp, sub: 'user' }), nowMs)).toBe(exp * 1000 > nowMs);
    },
  );

  test.prop([fc.string()])('never throws and rejects arbitrary strings without a numeric exp', (text) => {
    const result = isTokenValid(text, 0);
    expect(typeof result).toBe('boolean');
    if (result) expect(tokenExpiry(text)).toBeGreaterThan(0);
  });

  test.prop([fc.jsonValue()])('rejects any payload without a numeric exp', (payload) => {
    fc.pre(typeof payload !== 'object' || payload === null || typeof (payload as { exp?: unknown }).exp !== 'number');
    expect(isTokenValid(tokenWith(payload), 0)).toBe(false);
  });
});
