import { describe, expect, it, vi } from 'vitest';
import { APP_BUNDLES, createLazyI18n } from './create-lazy-i18n';
import type { BundleLoader } from './language-bundles';
import { switchLanguage } from './load-language';

/** Loaders that count their imports, over the real bundles. */
function countingBundles() {
  const loads: Record<string, ReturnType<typeof vi.fn<BundleLoader>>> = {};
  for (const [language, load] of Object.entries(APP_BUNDLES)) loads[language] = vi.fn<BundleLoader>(load);
  return loads;
}

describe('createLazyI18n (issue 16: only the current language’s texts in the initial load)', () => {
  it('loads ru alone for ru: ru is complete, so en is not needed', async () => {
    const bundles = countingBundles();
    const i18n = await createLazyI18n('ru', { bundles });
    expect(i18n.t('main_page_not_found')).toBe('Страница не найдена');
    expect(bundles['ru']).toHaveBeenCalledTimes(1);
    expect(bundles['en']).not.toHaveBeenCalled();
  });

  it('loads a language that is not complete with en, the fallback of its missing keys', async () => {
    const loads = countingBundles();
    const i18n = await createLazyI18n('tr', { bundles: { ...loads, tr: async () => ({ main_done: 'Tamam' }) } });
    expect(i18n.t('main_done')).toBe('Tamam');
    expect(i18n.t('main_close')).toBe('Close');
    expect(loads['en']).toHaveBeenCalledTimes(1);
    expect(loads['ru']).not.toHaveBeenCalled();
  });

  it('loads the next language before switching, from the same bundles', async () => {
    const bundles = countingBundles();
    const i18n = await createLazyI18n('ru', { bundles });
    await switchLanguage(i18n, 'en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('main_page_not_found')).toBe('This page could not be found');
    expect(bundles['en']).toHaveBeenCalledTimes(1);
  });

  it('resolves and reports when the bundle cannot load (spec 02 §8: the app decides to reload)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const onLoadError = vi.fn();
    const i18n = await createLazyI18n('ru', { bundles: { ru: () => Promise.reject(failure) }, onLoadError });
    expect(onLoadError).toHaveBeenCalledWith(failure);
    expect(i18n.language).toBe('ru');
  });

  it('reports a text neither the language nor en has, but not one asked with its own default', async () => {
    const onMissingKey = vi.fn();
    const i18n = await createLazyI18n('tr', {
      bundles: { tr: async () => ({ main_done: 'Tamam' }), en: APP_BUNDLES['en'] as BundleLoader },
      onMissingKey,
    });
    i18n.t('main_close');
    i18n.t('main_no_such_text');
    i18n.t('main_no_such_text_either', { defaultValue: 'shown' });
    // A server's own text, shown as it came (the notification area).
    i18n.t('10.00 RUB credited.', { defaultValue: '10.00 RUB credited.', nsSeparator: false, keySeparator: false });
    expect(onMissingKey.mock.calls).toEqual([['main_no_such_text', 'tr']]);
  });

  it('switches through the wrapper react-i18next hands out as the instance itself: texts first, then the language', async () => {
    // useTranslation's `i18n` is an object built from the instance's own properties, the instance
    // under `__original` (react-i18next 17). Switching ru -> en through it once showed keys.
    const bundles = countingBundles();
    const onMissingKey = vi.fn();
    const i18n = await createLazyI18n('ru', { bundles, onMissingKey });
    const wrapper = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n)) as typeof i18n;
    Object.defineProperty(wrapper, '__original', { value: i18n });
    await switchLanguage(wrapper, 'en');
    expect(bundles['en']).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('main_page_not_found')).toBe('This page could not be found');
    expect(onMissingKey).not.toHaveBeenCalled();
  });
});
