import { describe, expect, it, vi } from 'vitest';
import { createLazyI18n } from './create-lazy-i18n';
import { switchLanguage } from './load-language';
import { enCore } from './locales/en-core';
import { ruCore } from './locales/ru-core';
import { en } from './locales/en';
import { loadTextPack, TEXT_PACK_NAMES, TEXT_PACKS } from './text-packs';

describe('text packs (issue 16: a page’s texts load with the page)', () => {
  it('keeps the packs out of the texts that load with the language, and en is both', async () => {
    const packKeys = new Set<string>();
    for (const pack of TEXT_PACK_NAMES) for (const key of Object.keys(await TEXT_PACKS[pack]('en'))) packKeys.add(key);
    expect(Object.keys(enCore).filter((key) => packKeys.has(key))).toEqual([]);
    expect(Object.keys(ruCore).filter((key) => packKeys.has(key))).toEqual([]);
    expect(new Set(Object.keys(en))).toEqual(new Set([...Object.keys(enCore), ...packKeys]));
  });

  it('shows a pack’s texts once the page has loaded it, and reports them missing before', async () => {
    const onMissingKey = vi.fn();
    const i18n = await createLazyI18n('ru', { onMissingKey });
    expect(i18n.t('bonuses_failed')).toBe('bonuses_failed');
    expect(onMissingKey).toHaveBeenCalledWith('bonuses_failed', 'ru');
    await loadTextPack(i18n, 'bonuses');
    expect(i18n.t('bonuses_failed')).toBe('Не удалось загрузить.');
    expect(i18n.t('main_page_not_found')).toBe('Страница не найдена');
  });

  it('loads the packs already open in the next language before switching to it', async () => {
    const onMissingKey = vi.fn();
    const i18n = await createLazyI18n('ru', { onMissingKey });
    await loadTextPack(i18n, 'bonuses');
    await switchLanguage(i18n, 'en');
    expect(i18n.t('bonuses_failed')).toBe('This could not be loaded.');
    expect(onMissingKey).not.toHaveBeenCalled();
  });

  it('gives a language without its own pack texts the en ones', async () => {
    const i18n = await createLazyI18n('de');
    await loadTextPack(i18n, 'bonuses');
    expect(i18n.t('bonuses_failed')).toBe('This could not be loaded.');
    expect(i18n.hasResourceBundle('ru', 'bonuses')).toBe(false);
  });
});
