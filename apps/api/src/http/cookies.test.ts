import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('reads names and decoded values, first duplicate wins', () => {
    const cookies = parseCookies('lng=en; ua=1; note="a%20b"; lng=ru; broken');
    expect(cookies.get('lng')).toBe('en');
    expect(cookies.get('ua')).toBe('1');
    expect(cookies.get('note')).toBe('a b');
    expect(cookies.has('broken')).toBe(false);
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(parseCookies('x=%E0%A4%A').get('x')).toBe('%E0%A4%A');
  });
});
