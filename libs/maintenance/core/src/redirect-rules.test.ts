import { describe, expect, it } from 'vitest';
import { REDIRECT_TRAIL_TTL_MS } from './constants';
import { isCyclicRedirect, mayFollowRedirects, readTrail, validRedirectTarget } from './redirect-rules';

const answer = (redirect: boolean, url: string | null) => ({ redirect, code: 302, url, reasons: [], breadcrumbs: [] });

describe('validRedirectTarget (spec 02 §4 "followed only if valid")', () => {
  it('gives the absolute target of a redirect elsewhere', () => {
    expect(validRedirectTarget(answer(true, 'https://mirror.test/ru/'), 'http://site.test/ru/')).toBe(
      'https://mirror.test/ru/',
    );
    expect(validRedirectTarget(answer(true, '/en/'), 'http://site.test/ru/')).toBe('http://site.test/en/');
  });

  it.each([
    ['no redirect', answer(false, 'https://mirror.test/')],
    ['no url', answer(true, null)],
    ['an empty url', answer(true, '')],
    ['not http', answer(true, 'javascript:alert(1)')],
    ['the same address', answer(true, 'http://site.test/ru/')],
  ])('refuses %s', (_name, check) => {
    expect(validRedirectTarget(check, 'http://site.test/ru/')).toBeNull();
  });
});

describe('mayFollowRedirects ("only in production or with a query flag")', () => {
  it('follows in production, elsewhere only with followRedirect=1', () => {
    expect(mayFollowRedirects(true, '')).toBe(true);
    expect(mayFollowRedirects(false, '')).toBe(false);
    expect(mayFollowRedirects(false, '?followRedirect=1')).toBe(true);
    expect(mayFollowRedirects(false, '?followRedirect=0')).toBe(false);
  });
});

describe('the redirect trail ("a cyclic redirect is detected")', () => {
  it('drops stale and unreadable entries', () => {
    const now = 10_000_000;
    const raw = JSON.stringify([
      { url: 'http://a/', at: now - REDIRECT_TRAIL_TTL_MS },
      { url: 'http://b/', at: now - 1 },
      { nope: true },
    ]);
    expect(readTrail(raw, now)).toEqual([{ url: 'http://b/', at: now - 1 }]);
    expect(readTrail('not json', now)).toEqual([]);
    expect(readTrail(null, now)).toEqual([]);
  });

  it('a target this tab just left is a loop', () => {
    expect(isCyclicRedirect([{ url: 'http://a/', at: 1 }], 'http://a/')).toBe(true);
    expect(isCyclicRedirect([{ url: 'http://a/', at: 1 }], 'http://b/')).toBe(false);
  });
});
