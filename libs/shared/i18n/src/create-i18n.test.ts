import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { en } from './locales/en';
import { ru } from './locales/ru';

describe('createI18n', () => {
  it('translates with interpolation in the given language', async () => {
    const i18n = createI18n('ru');
    expect(i18n.t('main_home_title', { companyName: 'Orbit Bet' })).toBe('Добро пожаловать в Orbit Bet');
    await i18n.changeLanguage('en');
    expect(i18n.t('main_home_title', { companyName: 'Orbit Bet' })).toBe('Welcome to Orbit Bet');
  });

  it('falls back to en for a language whose texts are not loaded', () => {
    const i18n = createI18n('kz');
    expect(i18n.t('main_page_not_found')).toBe('This page could not be found');
  });

  it('keeps instances apart', () => {
    const [a, b] = [createI18n('ru'), createI18n('en')];
    expect(a.t('main_done')).toBe('Готово');
    expect(b.t('main_done')).toBe('Done');
  });
});

describe('locales', () => {
  it('ru has no empty text and uses the same placeholders as en', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ru[key].trim(), key).not.toBe('');
      expect(placeholders(ru[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
