import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isLanguageAllowed, languageOfPath, pathInLanguage, resolveLanguage, type LanguageInput } from './language';

const base: LanguageInput = {
  browserLanguages: [],
  available: ['ru', 'en', 'kz'],
  hiddenUnauthorized: ['kz'],
  isSignedIn: false,
  defaultLanguage: 'ru',
};

describe('resolveLanguage (spec 02 §4 Language resolution)', () => {
  it('takes the URL first, then the cookie, then the browser languages', () => {
    expect(resolveLanguage({ ...base, fromUrl: 'en', fromCookie: 'ru', browserLanguages: ['ru'] })).toBe('en');
    expect(resolveLanguage({ ...base, fromCookie: 'en', browserLanguages: ['ru'] })).toBe('en');
    expect(resolveLanguage({ ...base, browserLanguages: ['de-DE', 'en-GB', 'ru'] })).toBe('en');
  });

  it('a browser asking in BCP 47 for Kazakh or Ukrainian (kk, uk) gets the site codes kz and ua', () => {
    expect(resolveLanguage({ ...base, isSignedIn: true, browserLanguages: ['kk-KZ', 'ru'] })).toBe('kz');
    expect(resolveLanguage({ ...base, available: ['ru', 'en', 'ua'], browserLanguages: ['uk', 'en'] })).toBe('ua');
  });

  it('skips what is not available and falls to the default', () => {
    expect(resolveLanguage({ ...base, fromUrl: 'de', fromCookie: 'fr', browserLanguages: ['es'] })).toBe('ru');
  });

  it('falls to en when the default is denied too', () => {
    expect(resolveLanguage({ ...base, available: ['en', 'kz'], defaultLanguage: 'kz' })).toBe('en');
  });

  it('excludes languages hidden for unauthorized users unless the ua cookie marks a sign-in', () => {
    expect(resolveLanguage({ ...base, fromUrl: 'kz' })).toBe('ru');
    expect(resolveLanguage({ ...base, fromUrl: 'kz', isSignedIn: true })).toBe('kz');
  });

  it('ignores a cookie that is not a language code', () => {
    expect(resolveLanguage({ ...base, fromCookie: 'EN', browserLanguages: ['en'] })).toBe('en');
  });

  test.prop([
    fc.option(fc.string({ maxLength: 3 }), { nil: undefined }),
    fc.option(fc.string({ maxLength: 3 }), { nil: undefined }),
    fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }),
    fc.boolean(),
  ])('always answers an allowed language, or en', (fromUrl, fromCookie, browserLanguages, isSignedIn) => {
    const input = { ...base, fromUrl, fromCookie, browserLanguages, isSignedIn };
    const language = resolveLanguage(input);
    expect(isLanguageAllowed(language, input) || language === 'en').toBe(true);
  });
});

describe('languageOfPath and pathInLanguage (spec 01 §2: two lowercase letters)', () => {
  it('recognises only two lowercase letters as a language segment', () => {
    expect(languageOfPath('/en/sport')).toBe('en');
    expect(languageOfPath('/EN/sport')).toBeUndefined();
    expect(languageOfPath('/eng/sport')).toBeUndefined();
    expect(languageOfPath('/')).toBeUndefined();
  });

  it('prefixes a path without a language and replaces a wrong one', () => {
    expect(pathInLanguage('/', 'ru')).toBe('/ru/');
    expect(pathInLanguage('/sport/football', 'ru')).toBe('/ru/sport/football');
    expect(pathInLanguage('/de/sport', 'en')).toBe('/en/sport');
    expect(pathInLanguage('/de', 'en')).toBe('/en/');
    expect(pathInLanguage('/en/sport', 'en')).toBeUndefined();
  });

  test.prop([fc.webPath(), fc.constantFrom('ru', 'en', 'kz')])(
    'gives a path in the language that needs no further redirect',
    (path, language) => {
      const pathname = path.startsWith('/') ? path : `/${path}`;
      const target = pathInLanguage(pathname, language) ?? pathname;
      expect(languageOfPath(target)).toBe(language);
      expect(pathInLanguage(target, language)).toBeUndefined();
    },
  );
});
