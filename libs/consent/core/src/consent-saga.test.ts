import { signedIn } from '@bet/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { analyticsCacheKey } from './analytics-saga';
import { acceptedAll, customiseOpened, optionToggled, selectionSaved } from './consent-slice';
import {
  AGREEMENT_LOG_FAILED,
  ANALYTICS_INSTALL_DELAY_MS,
  ANALYTICS_STORAGE_EXPIRY_MS,
  COOKIES_AGREE_TIME_STORAGE_KEY,
} from './constants';
import { createConsentHarness } from './testing';
import { createMemoryStorage } from '@bet/platform/testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const T0 = new Date('2026-01-01T00:00:00Z').getTime();

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

describe('cookie consent (spec 01 §4 Cookie consent)', () => {
  it('opens the banner when no cookies_agree_type cookie is set, and not when one is', async () => {
    const visitor = createConsentHarness();
    expect(visitor.store.getState().consent.view).toBe('main');
    const returning = createConsentHarness({ cookies: { cookies_agree_type: 'MARKETING' } });
    expect(returning.store.getState().consent).toMatchObject({ view: 'closed', agreeType: 'MARKETING' });
    visitor.task.cancel();
    returning.task.cancel();
  });

  it("a visitor's choice goes into the cookie and its time into local storage (spec 02 §7)", async () => {
    const h = createConsentHarness();
    h.store.dispatch(customiseOpened());
    h.store.dispatch(optionToggled({ name: 'functionality', checked: true }));
    h.store.dispatch(optionToggled({ name: 'necessary', checked: false }));
    h.store.dispatch(selectionSaved());
    expect(h.store.getState().consent).toMatchObject({ view: 'closed', agreeType: 'FUNCTIONALITY' });
    expect(h.cookies.get('cookies_agree_type')).toBe('FUNCTIONALITY');
    expect(JSON.parse(h.storage.getItem(COOKIES_AGREE_TIME_STORAGE_KEY) ?? 'null')).toEqual({
      cookiesAgreeTime: T0,
      cookiesAgreeType: 'FUNCTIONALITY',
    });
    expect(h.api.callsTo('saveCookiesAgreement')).toEqual([]);
    // A success notification says the choice took (spec 02 §8: titled 'main_done' by the notifications slice).
    expect(
      h.actions.filter((action) => action.type === 'notifications/notify').map((action) => action.payload),
    ).toEqual([{ id: 'consent-saved', tone: 'success', text: 'consent_saved' }]);
    h.task.cancel();
  });

  it('sends the stored time after sign-in, then removes it (spec 02 §7 Office)', async () => {
    const h = createConsentHarness();
    h.store.dispatch(acceptedAll());
    await tick(5000);
    h.store.dispatch(signedIn({ userId: 7, token: 't', via: 'signIn' }));
    await tick(0);
    expect(h.api.callsTo('saveCookiesAgreement').map((entry) => entry.body)).toEqual([
      { cookiesAgreeTime: T0, cookiesAgreeType: 'ALL' },
    ]);
    expect(h.storage.getItem(COOKIES_AGREE_TIME_STORAGE_KEY)).toBeNull();
    h.task.cancel();
  });

  it('keeps the stored time and logs when sending fails (spec 02 §8 Logged only)', async () => {
    const h = createConsentHarness({
      answers: {
        saveCookiesAgreement: () => {
          throw httpError(500);
        },
      },
    });
    h.store.dispatch(acceptedAll());
    h.store.dispatch(signedIn({ userId: 7, token: 't', via: 'signIn' }));
    await tick(0);
    expect(h.storage.getItem(COOKIES_AGREE_TIME_STORAGE_KEY)).not.toBeNull();
    expect(h.logger.entries.map((entry) => entry.message)).toContain(AGREEMENT_LOG_FAILED);
    h.task.cancel();
  });

  it('saves on the server at once for a signed-in player', async () => {
    const h = createConsentHarness({ signedIn: true });
    h.store.dispatch(acceptedAll());
    await tick(0);
    expect(h.api.callsTo('saveCookiesAgreement')).toHaveLength(1);
    expect(h.storage.getItem(COOKIES_AGREE_TIME_STORAGE_KEY)).toBeNull();
    h.task.cancel();
  });
});

describe('analytics counters (spec 02 §6, §7, §9)', () => {
  it('installs 10000 ms after start only with marketing consent', async () => {
    const h = createConsentHarness({ cookies: { cookies_agree_type: 'MARKETING' } });
    await tick(ANALYTICS_INSTALL_DELAY_MS - 1);
    expect(h.installed).toEqual([]);
    await tick(1);
    expect(h.installed.map((counter) => counter.typeId)).toEqual([1, 5]);
    expect(h.api.callsTo('getAnalyticsCounters')[0]).toBeDefined();
    expect(h.store.getState().consent.analytics.status).toBe('installed');
    h.task.cancel();
  });

  it('waits for marketing consent, then installs at once', async () => {
    const h = createConsentHarness();
    await tick(60_000);
    expect(h.installed).toEqual([]);
    h.store.dispatch(customiseOpened());
    h.store.dispatch(optionToggled({ name: 'functionality', checked: true }));
    h.store.dispatch(selectionSaved());
    await tick(60_000);
    expect(h.installed).toEqual([]);
    h.store.dispatch(acceptedAll());
    await tick(0);
    expect(h.installed).toHaveLength(2);
    h.task.cancel();
  });

  it('never installs with DISABLE', async () => {
    const h = createConsentHarness({ cookies: { cookies_agree_type: 'DISABLE' } });
    await tick(600_000);
    expect(h.installed).toEqual([]);
    expect(h.api.callsTo('getAnalyticsCounters')).toEqual([]);
    h.task.cancel();
  });

  it('installs without the delay on the registration route (spec 02 §9 "except on registration")', async () => {
    const h = createConsentHarness({ cookies: { cookies_agree_type: 'ALL' }, url: '/en/registration' });
    await tick(0);
    expect(h.installed).toHaveLength(2);
    h.task.cancel();
  });

  it('reuses counters cached under the key for 24 hours, then loads them again', async () => {
    const storage = createMemoryStorage();
    const key = analyticsCacheKey('site.example', 1);
    storage.setItem(
      key,
      JSON.stringify({
        savedAt: T0 - ANALYTICS_STORAGE_EXPIRY_MS + 20_000,
        counters: [{ typeId: 3, counterId: 'cached' }],
      }),
    );
    const fresh = createConsentHarness({ cookies: { cookies_agree_type: 'ALL' }, storage });
    await tick(ANALYTICS_INSTALL_DELAY_MS);
    expect(fresh.installed).toEqual([{ typeId: 3, counterId: 'cached' }]);
    expect(fresh.api.callsTo('getAnalyticsCounters')).toEqual([]);
    fresh.task.cancel();

    // 10 s later still, the cache is 24 h old: it is loaded and cached again.
    const stale = createConsentHarness({ cookies: { cookies_agree_type: 'ALL' }, storage });
    await tick(ANALYTICS_INSTALL_DELAY_MS);
    expect(stale.api.callsTo('getAnalyticsCounters')).toHaveLength(1);
    expect(JSON.parse(storage.getItem(key) ?? '{}').savedAt).toBe(Date.now());
    stale.task.cancel();
  });

  it('waits for the site config to know domain and project', async () => {
    const asked: unknown[] = [];
    const h = createConsentHarness({
      cookies: { cookies_agree_type: 'ALL' },
      projectId: null,
      answers: {
        getAnalyticsCounters: ({ query }) => {
          asked.push(query);
          return [{ typeId: 1, counterId: 'c1' }];
        },
      },
    });
    await tick(ANALYTICS_INSTALL_DELAY_MS);
    expect(h.installed).toEqual([]);
    h.live.projectId = 2;
    h.store.dispatch({ type: 'site/configLoaded' });
    await tick(0);
    // Spec 02 §7 "domain and projectId": the page's host and the site's group.
    expect(asked).toEqual([{ domain: 'site.example', projectId: 2 }]);
    expect(h.installed).toHaveLength(1);
    h.task.cancel();
  });

  it('logs and marks failure when the counters call fails', async () => {
    const h = createConsentHarness({
      cookies: { cookies_agree_type: 'ALL' },
      answers: {
        getAnalyticsCounters: () => {
          throw httpError(503);
        },
      },
    });
    await tick(ANALYTICS_INSTALL_DELAY_MS);
    expect(h.store.getState().consent.analytics.status).toBe('failed');
    expect(h.installed).toEqual([]);
    h.task.cancel();
  });
});

describe('referral cookies at start (spec 02 §9)', () => {
  it('writes the tags of the opening address with their lifetimes', () => {
    const h = createConsentHarness({ url: '/en/?tag=t1&pb=9' });
    expect(h.cookies.entries.get('tag')).toEqual({ value: 't1', options: { maxAgeSeconds: 60 * 86_400, path: '/' } });
    expect(h.cookies.entries.get('postback_watcher')?.value).toBe('9');
    h.task.cancel();
  });
});
