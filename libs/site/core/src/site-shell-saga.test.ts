import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfigFixture } from '@bet/contract/testing';
import {
  createMemoryCookieStore,
  createMemoryLocation,
  createMemoryLogger,
  createTestStore,
} from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { APP_VERSION_CHECK_FAILED, APP_VERSION_CHECK_MS } from './app-version-saga';
import { SEO_PAGE_DATA_FAILED } from './seo-saga';
import { appUpdateNoticeDismissed, seoPageRequested, shellReducer } from './shell-slice';
import type { SiteDeps } from './site-deps';
import { siteSaga } from './site-saga';
import { siteReducer } from './site-slice';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The whole site saga on a real store with the site and shell slices, answers by call name. */
function start(appVersion: string | null, answers: Record<string, FakeAnswer>) {
  const api = createFakeApiClient(answers);
  const logger = createMemoryLogger();
  const deps: SiteDeps = {
    api,
    readEmbeddedConfig: () => siteConfigFixture({ lng: 'en' }),
    cookies: createMemoryCookieStore(),
    location: createMemoryLocation('/en/'),
    browserLanguages: () => ['en'],
    logger,
    appVersion,
  };
  const { store, task } = createTestStore({
    reducer: { site: siteReducer, shell: shellReducer },
    sagas: [() => siteSaga(deps)],
  });
  return { store, task, calls: api.calls, logger, versionCalls: () => api.callsTo('getAppVersion') };
}

describe('application version (spec 02 §4, §9 "App-update check 60 s")', () => {
  it('checks 60 s after start and every 60 s; a different version is an update, then checks stop', async () => {
    let served = 'index-a.js';
    const h = start('index-a.js', { getAppVersion: () => ({ version: served }) });
    const t0 = Date.now();
    await tick(APP_VERSION_CHECK_MS - 1);
    expect(h.versionCalls()).toHaveLength(0);
    await tick(1 + APP_VERSION_CHECK_MS);
    expect(h.store.getState().shell.appUpdate.available).toBe(false);
    served = 'index-b.js';
    await tick(APP_VERSION_CHECK_MS);
    expect(h.store.getState().shell.appUpdate).toEqual({ available: true, version: 'index-b.js', dismissed: false });
    await tick(5 * APP_VERSION_CHECK_MS);
    expect(h.versionCalls().map((c) => c.at - t0)).toEqual([60_000, 120_000, 180_000]);
    h.store.dispatch(appUpdateNoticeDismissed());
    expect(h.store.getState().shell.appUpdate.dismissed).toBe(true);
    h.task.cancel();
  });

  it('a failed check is logged and the next comes on time; no server version is no update', async () => {
    let answer: FakeAnswer = () => Promise.reject(new ApiError({ kind: 'network', status: 0, message: 'down' }));
    const h = start('index-a.js', { getAppVersion: (o) => answer(o) });
    await tick(APP_VERSION_CHECK_MS);
    expect(h.logger.entries.map((e) => e.message)).toContain(APP_VERSION_CHECK_FAILED);
    answer = () => ({ version: null });
    await tick(APP_VERSION_CHECK_MS);
    expect(h.versionCalls()).toHaveLength(2);
    expect(h.store.getState().shell.appUpdate.available).toBe(false);
    h.task.cancel();
  });

  it('is not checked when the app does not know its own version', async () => {
    const h = start(null, { getAppVersion: () => ({ version: 'x' }) });
    await tick(10 * APP_VERSION_CHECK_MS);
    expect(h.versionCalls()).toHaveLength(0);
    h.task.cancel();
  });
});

describe('SEO page data (spec 01 §3)', () => {
  const pageData = (title: string) => ({
    title,
    description: '',
    metaRobots: null,
    hierarchyMetaRobots: null,
    metas: [],
    customCanonical: null,
    alternates: [],
  });

  it('loads the data of the page asked for; only the latest page counts', async () => {
    const h = start(null, {
      getSeoPageData: ({ query }) =>
        new Promise((resolve) =>
          setTimeout(() => resolve(pageData(`title of ${query?.path}`)), query?.path === '/' ? 500 : 100),
        ),
    });
    h.store.dispatch(seoPageRequested({ path: '/', lang: 'en' }));
    h.store.dispatch(seoPageRequested({ path: '/user/login', lang: 'en' }));
    await tick(1000);
    expect(h.calls.filter((c) => c.name === 'getSeoPageData').map((c) => c.query)).toEqual([
      { path: '/', lang: 'en' },
      { path: '/user/login', lang: 'en' },
    ]);
    expect(h.store.getState().shell.seo).toMatchObject({
      status: 'ready',
      page: { path: '/user/login', lang: 'en' },
      data: { title: 'title of /user/login' },
    });
    h.task.cancel();
  });

  it('a failure is logged and leaves no data', async () => {
    const h = start(null, {});
    h.store.dispatch(seoPageRequested({ path: '/', lang: 'en' }));
    await tick(0);
    expect(h.store.getState().shell.seo).toMatchObject({ status: 'failed', data: null });
    expect(h.logger.entries.map((e) => e.message)).toContain(SEO_PAGE_DATA_FAILED);
    h.task.cancel();
  });
});
