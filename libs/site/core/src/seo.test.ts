import { describe, expect, it } from 'vitest';
import type { SeoPageData } from '@bet/contract';
import { alternateLinks, canonicalUrl, headModel, robotsOf, splitLanguagePath } from './seo';

const data = (overrides: Partial<SeoPageData> = {}): SeoPageData => ({
  title: 'Sports betting | Orbit',
  description: 'Bets',
  metaRobots: null,
  hierarchyMetaRobots: null,
  metas: [],
  customCanonical: null,
  alternates: [],
  ...overrides,
});

describe('canonical (spec 01 §3 SEO page data customCanonical)', () => {
  const origin = 'https://bet.test';
  it('is the page itself without a custom canonical, the query left out', () => {
    expect(canonicalUrl({ origin, pathname: '/en/user/login', custom: null })).toBe('https://bet.test/en/user/login');
  });
  it('mode url: the targetUrl', () => {
    expect(
      canonicalUrl({ origin, pathname: '/en/', custom: { mode: 'url', targetUrl: 'https://main.example/x' } }),
    ).toBe('https://main.example/x');
  });
  it('mode mirror: the same path on the domain host, same protocol', () => {
    expect(
      canonicalUrl({ origin, pathname: '/ru/line', custom: { mode: 'mirror', domain: { host: 'www.bet.example' } } }),
    ).toBe('https://www.bet.example/ru/line');
  });
  it('a custom canonical without its target falls back to the page', () => {
    expect(canonicalUrl({ origin, pathname: '/en/', custom: { mode: 'url' } })).toBe('https://bet.test/en/');
    expect(canonicalUrl({ origin, pathname: '/en/', custom: { mode: 'mirror' } })).toBe('https://bet.test/en/');
  });
});

describe('alternate links', () => {
  it('name the same path under each language of the site', () => {
    expect(alternateLinks('http://h', '/en/user/login', ['ru', 'en'])).toEqual([
      { hreflang: 'ru', href: 'http://h/ru/user/login' },
      { hreflang: 'en', href: 'http://h/en/user/login' },
    ]);
    expect(alternateLinks('http://h', '/en/', ['ru'])).toEqual([{ hreflang: 'ru', href: 'http://h/ru/' }]);
    // hreflang takes the BCP 47 tag; the address keeps the site's code (spec 01 §2 kz, ua).
    expect(alternateLinks('http://h', '/en/', ['kz', 'ua'])).toEqual([
      { hreflang: 'kk', href: 'http://h/kz/' },
      { hreflang: 'uk', href: 'http://h/ua/' },
    ]);
  });
  it("take the server's list when it sends one", () => {
    const server = [{ hreflang: 'de', href: 'http://x/de/' }];
    expect(alternateLinks('http://h', '/en/', ['ru'], server)).toEqual(server);
  });
});

describe('page path and robots', () => {
  it('splits the language segment off', () => {
    expect(splitLanguagePath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(splitLanguagePath('/en/user/login')).toEqual({ lang: 'en', path: '/user/login' });
    expect(splitLanguagePath('/nothing')).toEqual({ lang: undefined, path: '/nothing' });
  });
  it("the page's metaRobots wins over hierarchyMetaRobots", () => {
    expect(robotsOf({ metaRobots: 'noindex', hierarchyMetaRobots: 'index' })).toBe('noindex');
    expect(robotsOf({ metaRobots: null, hierarchyMetaRobots: 'noindex, follow' })).toBe('noindex, follow');
    expect(robotsOf(null)).toBeNull();
  });
});

describe('head model', () => {
  const base = { origin: 'http://h', pathname: '/en/', companyName: 'Orbit Bet', languages: ['ru', 'en'] };
  it('uses the page data', () => {
    expect(headModel({ ...base, data: data({ metaRobots: 'index, follow' }) })).toMatchObject({
      title: 'Sports betting | Orbit',
      description: 'Bets',
      robots: 'index, follow',
      canonical: 'http://h/en/',
    });
  });
  it('falls back to the company name as title without data or with an empty title', () => {
    expect(headModel({ ...base, data: null })).toMatchObject({ title: 'Orbit Bet', description: null, robots: null });
    // The page's own title, with the company's name, when the SEO data has none; SEO data wins.
    expect(headModel({ ...base, data: null, pageTitle: 'Football' }).title).toBe('Football | Orbit Bet');
    expect(headModel({ ...base, data: data({ title: '' }), pageTitle: 'Football' }).title).toBe('Football | Orbit Bet');
    expect(
      headModel({ ...base, data: data({ title: 'Bets on football | Orbit Bet' }), pageTitle: 'Football' }).title,
    ).toBe('Bets on football | Orbit Bet');
    expect(headModel({ ...base, data: data({ title: '' }) }).title).toBe('Orbit Bet');
  });
});
