import { describe, expect, it } from 'vitest';
import { createDocumentCookieStore, parseCookieHeader } from './cookies';

describe('parseCookieHeader', () => {
  it('reads names and decoded values, first occurrence wins', () => {
    const cookies = parseCookieHeader('lng=en; ua=1; note="a%20b"; lng=ru; broken');
    expect(cookies.get('lng')).toBe('en');
    expect(cookies.get('ua')).toBe('1');
    expect(cookies.get('note')).toBe('a b');
    expect(cookies.has('broken')).toBe(false);
  });

  it('reads no cookies from a request without a Cookie header', () => {
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('keeps a value that is not valid percent-encoding instead of throwing', () => {
    expect(parseCookieHeader('bad=%E0%A4%A').get('bad')).toBe('%E0%A4%A');
  });

  it('ignores empty parts and parts without a name', () => {
    expect([...parseCookieHeader(';; =x; ok=1').keys()]).toEqual(['ok']);
  });
});

describe('createDocumentCookieStore', () => {
  it('writes with the spec default lifetime of 86400 s and path / (spec 02 §9)', () => {
    const doc = { cookie: '' };
    createDocumentCookieStore(doc).set('lng', 'en');
    expect(doc.cookie).toBe('lng=en; max-age=86400; path=/; samesite=lax');
  });

  it('removes by expiring at once', () => {
    const doc = { cookie: 'lng=en' };
    createDocumentCookieStore(doc).remove('lng');
    expect(doc.cookie).toBe('lng=; max-age=0; path=/');
  });
});
