import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { ApiError } from '@bet/request';
import {
  createMemoryCookieStore,
  createMemoryLocation,
  createMemoryLogger,
  createTestStore,
} from '@bet/platform/testing';
import type { SiteConfig } from '@bet/contract';
import { selectVisibleLanguages } from './selectors';
import type { SiteDeps } from './site-deps';
import { siteSaga } from './site-saga';
import { languageRequested, signedInChanged, siteReducer } from './site-slice';

const network = () => new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });

interface Setup {
  url?: string;
  cookies?: Record<string, string>;
  embedded?: unknown;
  browserLanguages?: string[];
  /** Answers of successive config calls: a config, or an error to throw. */
  answers?: (SiteConfig | Error)[];
}

function setup({ url = '/', cookies = {}, embedded, browserLanguages = [], answers = [] }: Setup) {
  const requested: (string | undefined)[] = [];
  const api: SiteDeps['api'] = {
    call: (async (_call: ApiCall, options?: { query?: { lang?: string } }) => {
      requested.push(options?.query?.lang);
      const answer = answers.shift() ?? network();
      if (answer instanceof Error) throw answer;
      return answer;
    }) as SiteDeps['api']['call'],
  };
  const location = createMemoryLocation(url);
  const logger = createMemoryLogger();
  const deps: SiteDeps = {
    api,
    readEmbeddedConfig: () => embedded,
    cookies: createMemoryCookieStore(cookies),
    location,
    browserLanguages: () => browserLanguages,
    logger,
  };
  const { store, task } = createTestStore({ reducer: { site: siteReducer }, sagas: [() => siteSaga(deps)] });
  return { store, deps, requested, task, location, logger };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('site start-up (spec 02 §4 Config start-up)', () => {
  it('uses the embedded config without a call when its language is the resolved one', async () => {
    const { store, requested, deps } = setup({ url: '/ru/', embedded: siteConfigFixture() });
    await vi.runAllTimersAsync();
    expect(store.getState().site).toMatchObject({ status: 'ready', configSource: 'embedded', language: 'ru' });
    expect(requested).toEqual([]);
    expect(deps.cookies.get('lng')).toBe('ru');
  });

  it('fetches the config when none is embedded', async () => {
    const { store, requested } = setup({ url: '/en/', answers: [siteConfigFixture({ lng: 'en' })] });
    await vi.runAllTimersAsync();
    expect(store.getState().site).toMatchObject({ status: 'ready', configSource: 'fetched', language: 'en' });
    expect(requested).toEqual(['en']);
  });

  it('treats a malformed embedded copy as absent, with a warning', async () => {
    const { store, logger } = setup({ url: '/ru/', embedded: { lng: 'ru' }, answers: [siteConfigFixture()] });
    await vi.runAllTimersAsync();
    expect(store.getState().site.configSource).toBe('fetched');
    expect(logger.entries.some((e) => e.level === 'warn' && e.message.includes('malformed'))).toBe(true);
  });

  it('retries 5 times 1000 ms apart and then succeeds (spec 02 §9 Retries)', async () => {
    const failures = Array.from({ length: 5 }, network);
    const { store, requested } = setup({ url: '/ru/', answers: [...failures, siteConfigFixture()] });
    await vi.advanceTimersByTimeAsync(4999);
    expect(requested).toHaveLength(5);
    expect(store.getState().site.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(requested).toHaveLength(6);
    expect(store.getState().site.status).toBe('ready');
  });

  it("fails the app with 'no site config' when every try fails (spec 02 §8)", async () => {
    const { store, requested, logger } = setup({ url: '/ru/' });
    await vi.runAllTimersAsync();
    expect(requested).toHaveLength(6);
    expect(store.getState().site).toMatchObject({ status: 'failed', error: 'no site config' });
    expect(logger.entries.some((e) => e.level === 'error')).toBe(true);
  });

  it('fetches the config again in the browser language when the embedded one is in another', async () => {
    const { store, requested } = setup({
      url: '/',
      embedded: siteConfigFixture({ lng: 'ru' }),
      browserLanguages: ['en-US', 'en'],
      answers: [siteConfigFixture({ lng: 'en', companyName: 'Orbit Bet EN' })],
    });
    await vi.runAllTimersAsync();
    expect(requested).toEqual(['en']);
    expect(store.getState().site).toMatchObject({ language: 'en', config: { companyName: 'Orbit Bet EN' } });
  });

  it('keeps the first config when the one in the resolved language cannot be had', async () => {
    const { store, requested } = setup({ url: '/en/', embedded: siteConfigFixture({ lng: 'ru' }) });
    await vi.runAllTimersAsync();
    expect(requested).toHaveLength(6);
    expect(store.getState().site).toMatchObject({ status: 'ready', language: 'en', config: { lng: 'ru' } });
  });
});

describe('the address after start-up (spec 02 §2)', () => {
  it('prefixes a path without a language segment and logs a warning', async () => {
    const { deps, logger } = setup({ url: '/sport/football?x=1#top', embedded: siteConfigFixture() });
    await vi.runAllTimersAsync();
    expect(deps.location.pathname()).toBe('/ru/sport/football');
    expect(deps.location.search()).toBe('?x=1');
    expect(deps.location.hash()).toBe('#top');
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: expect.stringContaining('/sport/football') }),
    );
  });

  it('replaces a language the visitor may not use, without the missing-segment warning', async () => {
    const { deps, logger } = setup({
      url: '/kz/',
      embedded: siteConfigFixture({ languages: ['ru', 'en', 'kz'], langHiddenUnauthorized: ['kz'] }),
    });
    await vi.runAllTimersAsync();
    expect(deps.location.pathname()).toBe('/ru/');
    expect(logger.entries.filter((e) => e.level === 'warn')).toEqual([]);
  });

  it('lets a signed-in browser (ua cookie) use a hidden language', async () => {
    const config = siteConfigFixture({ languages: ['ru', 'en', 'kz'], langHiddenUnauthorized: ['kz'] });
    const { store, location } = setup({
      url: '/kz/',
      cookies: { ua: '1' },
      embedded: config,
      answers: [{ ...config, lng: 'kz' }],
    });
    await vi.runAllTimersAsync();
    expect(location.replaced).toEqual([]);
    expect(store.getState().site.language).toBe('kz');
    expect(selectVisibleLanguages(store.getState())).toEqual(['ru', 'en', 'kz']);
  });
});

describe('switching language after start-up', () => {
  it('fetches the config in the new language and remembers it in the lng cookie', async () => {
    const { store, deps, requested } = setup({
      url: '/ru/',
      embedded: siteConfigFixture(),
      answers: [siteConfigFixture({ lng: 'en' })],
    });
    await vi.runAllTimersAsync();
    store.dispatch(languageRequested({ language: 'en' }));
    await vi.runAllTimersAsync();
    expect(requested).toEqual(['en']);
    expect(store.getState().site).toMatchObject({ language: 'en', languageSwitch: 'idle', config: { lng: 'en' } });
    expect(deps.cookies.get('lng')).toBe('en');
  });

  it('keeps the current language when the new config cannot be loaded', async () => {
    const { store, deps } = setup({ url: '/ru/', embedded: siteConfigFixture() });
    await vi.runAllTimersAsync();
    store.dispatch(languageRequested({ language: 'en' }));
    await vi.runAllTimersAsync();
    expect(store.getState().site).toMatchObject({ language: 'ru', languageSwitch: 'failed' });
    expect(deps.cookies.get('lng')).toBe('ru');
  });

  it('refuses a language the site does not offer without a call', async () => {
    const { store, requested } = setup({ url: '/ru/', embedded: siteConfigFixture() });
    await vi.runAllTimersAsync();
    store.dispatch(languageRequested({ language: 'de' }));
    await vi.runAllTimersAsync();
    expect(requested).toEqual([]);
    expect(store.getState().site).toMatchObject({ language: 'ru', languageSwitch: 'failed' });
  });
});

describe('signing in and out (spec 01 §4 "Login triggers config reload")', () => {
  it('reloads the config in the current language after sign-in and shows hidden languages', async () => {
    const hidden = siteConfigFixture({ languages: ['ru', 'en', 'kz'], langHiddenUnauthorized: ['kz'] });
    const reloaded = { ...hidden, companyName: 'Orbit Bet VIP' };
    const { store, requested } = setup({ url: '/ru/', embedded: hidden, answers: [reloaded] });
    await vi.runAllTimersAsync();
    expect(selectVisibleLanguages(store.getState())).toEqual(['ru', 'en']);

    store.dispatch(signedInChanged({ isSignedIn: true, reloadConfig: true }));
    await vi.runAllTimersAsync();
    expect(requested).toEqual(['ru']);
    expect(store.getState().site.config?.companyName).toBe('Orbit Bet VIP');
    expect(selectVisibleLanguages(store.getState())).toEqual(['ru', 'en', 'kz']);
  });

  it('keeps the config in hand and logs when the reload fails', async () => {
    const { store, logger } = setup({ url: '/ru/', embedded: siteConfigFixture() });
    await vi.runAllTimersAsync();
    store.dispatch(signedInChanged({ isSignedIn: true, reloadConfig: true }));
    await vi.runAllTimersAsync();
    expect(store.getState().site.config?.companyName).toBe('Orbit Bet');
    expect(logger.entries.some((e) => e.level === 'error' && e.message.includes('reloaded'))).toBe(true);
  });

  it('does not reload when only the signed-in flag changes (sign-out ends in a reload anyway)', async () => {
    const { store, requested } = setup({ url: '/ru/', embedded: siteConfigFixture() });
    await vi.runAllTimersAsync();
    store.dispatch(signedInChanged({ isSignedIn: false, reloadConfig: false }));
    await vi.runAllTimersAsync();
    expect(requested).toEqual([]);
    expect(store.getState().site.isSignedIn).toBe(false);
  });
});
