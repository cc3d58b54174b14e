import { describe, expect, it } from 'vitest';
import { localeOf, siteLanguageOf } from './locale';

describe('localeOf: site language codes to BCP 47 tags', () => {
  it.each([
    ['kz', 'kk'],
    ['ua', 'uk'],
    ['ru', 'ru'],
    ['en', 'en'],
    ['az', 'az'],
    ['tr', 'tr'],
    ['de', 'de'],
    ['es', 'es'],
  ])('%s → %s', (site, tag) => {
    expect(localeOf(site)).toBe(tag);
    // The tag is one Intl knows: formatting takes that language, not a fallback.
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('formats numbers the Kazakh way for kz, which Intl does not know as a code', () => {
    expect(new Intl.NumberFormat(localeOf('kz')).resolvedOptions().locale).toBe('kk');
  });
});

describe('siteLanguageOf: what a browser asks for, in site codes', () => {
  it.each([
    ['kk', 'kz'],
    ['uk', 'ua'],
    ['ru', 'ru'],
    ['de', 'de'],
  ])('%s → %s', (tag, site) => {
    expect(siteLanguageOf(tag)).toBe(site);
  });
});
