import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import type { BundleLoader } from './language-bundles';
import { loadLanguage, switchLanguage } from './load-language';

/** A bundle loader the test resolves or rejects by hand, to order loads as it needs. */
function deferredBundle(texts: Record<string, string>) {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn<BundleLoader>(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve: () => resolve(texts), reject };
      }),
  );
  return {
    load,
    resolve: () => settle?.resolve(),
    reject: (error: Error) => settle?.reject(error),
  };
}

describe('loadLanguage (spec 02 §9: locale bundles load when the language is chosen)', () => {
  it('imports a lazy language, whose own texts then show', async () => {
    const i18n = createI18n('ru');
    await loadLanguage(i18n, 'de');
    await i18n.changeLanguage('de');
    expect(i18n.t('main_home_title', { companyName: 'Orbit Bet' })).toBe('Willkommen bei Orbit Bet');
  });

  it('shows en, the fallback, for a key the language lacks (DESIGN.md)', async () => {
    const i18n = createI18n('ru');
    await loadLanguage(i18n, 'tr', { tr: async () => ({ main_done: 'Tamam' }) });
    await i18n.changeLanguage('tr');
    expect(i18n.t('main_done')).toBe('Tamam');
    expect(i18n.t('main_close')).toBe('Close');
  });

  it('shows en until the bundle is loaded', () => {
    const i18n = createI18n('de');
    expect(i18n.t('main_page_not_found')).toBe('This page could not be found');
  });

  it('imports each bundle once, also when asked twice at the same time', async () => {
    const i18n = createI18n('ru');
    const bundle = deferredBundle({ main_done: 'Fertig' });
    const both = Promise.all([
      loadLanguage(i18n, 'de', { de: bundle.load }),
      loadLanguage(i18n, 'de', { de: bundle.load }),
    ]);
    bundle.resolve();
    await both;
    await loadLanguage(i18n, 'de', { de: bundle.load });
    expect(bundle.load).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('de', 'translation', 'main_done')).toBe('Fertig');
  });

  it('does not import ru, en or a language without a bundle', async () => {
    const i18n = createI18n('ru');
    const load = vi.fn<BundleLoader>(async () => ({}));
    await Promise.all(['ru', 'en', 'fr'].map((language) => loadLanguage(i18n, language, { ru: load, en: load })));
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects a failed import and tries again on the next call', async () => {
    const i18n = createI18n('ru');
    const load = vi
      .fn<BundleLoader>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ main_done: 'Tamam' });
    await expect(loadLanguage(i18n, 'tr', { tr: load })).rejects.toThrow('chunk failed');
    await loadLanguage(i18n, 'tr', { tr: load });
    expect(i18n.getResource('tr', 'translation', 'main_done')).toBe('Tamam');
  });
});

describe('switchLanguage', () => {
  it('switches only once the bundle is there, so no en texts flash in between', async () => {
    const i18n = createI18n('ru');
    const bundle = deferredBundle({ main_done: 'Listo' });
    const switching = switchLanguage(i18n, 'es', { bundles: { es: bundle.load } });
    await Promise.resolve();
    expect(i18n.language).toBe('ru');
    bundle.resolve();
    await switching;
    expect(i18n.language).toBe('es');
    expect(i18n.t('main_done')).toBe('Listo');
  });

  it('ends in the language chosen last when an earlier bundle arrives later', async () => {
    const i18n = createI18n('ru');
    const german = deferredBundle({ main_done: 'Fertig' });
    const spanish = deferredBundle({ main_done: 'Listo' });
    const bundles = { de: german.load, es: spanish.load };
    const first = switchLanguage(i18n, 'de', { bundles });
    const second = switchLanguage(i18n, 'es', { bundles });
    spanish.resolve();
    await second;
    german.resolve();
    await first;
    expect(i18n.language).toBe('es');
  });

  it('still switches, in en texts, when the bundle cannot load, and reports why', async () => {
    const i18n = createI18n('ru');
    const bundle = deferredBundle({});
    const onLoadError = vi.fn();
    const switching = switchLanguage(i18n, 'az', { bundles: { az: bundle.load }, onLoadError });
    bundle.reject(new Error('offline'));
    await switching;
    expect(onLoadError).toHaveBeenCalledWith(new Error('offline'));
    expect(i18n.language).toBe('az');
    expect(i18n.t('main_done')).toBe('Done');
  });

  it('switches between bundled languages without loading anything', async () => {
    const i18n = createI18n('ru');
    await switchLanguage(i18n, 'en', { bundles: {} });
    expect(i18n.t('main_done')).toBe('Done');
  });
});
