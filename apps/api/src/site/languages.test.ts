import { describe, expect, it } from 'vitest';
import type { LanguageRow } from './languages';
import { resolveRequestedLanguage, toLanguageSet } from './languages';

const row = (code: string, sortOrder: number, extra: Partial<LanguageRow> = {}): LanguageRow => ({
  code,
  sortOrder,
  enabled: true,
  isDefault: false,
  hiddenUnauthorized: false,
  ...extra,
});

const rows = [
  row('kz', 3, { hiddenUnauthorized: true }),
  row('ru', 1, { isDefault: true }),
  row('en', 2),
  row('uz', 4, { enabled: false, hiddenUnauthorized: true }),
];

describe('toLanguageSet', () => {
  it('orders enabled languages and keeps the marked default', () => {
    expect(toLanguageSet(rows)).toEqual({
      enabled: ['ru', 'en', 'kz'],
      defaultLanguage: 'ru',
      hiddenUnauthorized: ['kz'],
    });
  });

  it('falls back to en, then the first language, when the default is disabled', () => {
    const withoutRu = rows.map((r) => (r.code === 'ru' ? { ...r, enabled: false } : r));
    expect(toLanguageSet(withoutRu).defaultLanguage).toBe('en');
    expect(toLanguageSet([row('de', 2), row('fr', 1)]).defaultLanguage).toBe('fr');
  });

  it('refuses a table without enabled languages', () => {
    expect(() => toLanguageSet([row('ru', 1, { enabled: false })])).toThrow(/No language is enabled/);
  });
});

describe('resolveRequestedLanguage', () => {
  const set = toLanguageSet(rows);
  it('serves an enabled language, hidden or not', () => {
    expect(resolveRequestedLanguage(set, 'en')).toBe('en');
    expect(resolveRequestedLanguage(set, 'kz')).toBe('kz');
  });
  it('gives the default for unknown, disabled or missing languages', () => {
    expect(resolveRequestedLanguage(set, 'fr')).toBe('ru');
    expect(resolveRequestedLanguage(set, 'uz')).toBe('ru');
    expect(resolveRequestedLanguage(set, undefined)).toBe('ru');
  });
});
