import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bet/request';
import { createMemoryCookieStore, createMemoryStorage } from '@bet/platform/testing';
import { selectCoefFormat } from './coef-format.ts';
import { couponConfigRequested } from './config-slice.ts';
import { APP_VIEW_TYPE_COOKIE, COEF_VIEW_ID_KEY, ODDS_VIEW_NOT_SAVED } from './odds-view-saga.ts';
import { oddsViewChosen } from './odds-view-slice.ts';
import { couponConfigFixture, createFakeApi, startCoupon } from './testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const saved = () => ({ status: 1, messages: [] });

describe('the odds view kept in the browser (spec 01 §3 appViewType, coefViewId; spec 02 §9 cookies)', () => {
  it('starts from the cookie and local storage, and the one formatter follows it', async () => {
    const cookies = createMemoryCookieStore({ [APP_VIEW_TYPE_COOKIE]: '1' });
    const storage = createMemoryStorage({ [COEF_VIEW_ID_KEY]: '5' });
    const { coupon, store } = startCoupon({ cookies, storage, selectUserId: () => null });
    await vi.runAllTimersAsync();
    expect(coupon().oddsView).toEqual({ appViewType: 1, coefViewId: 5 });
    expect(selectCoefFormat(store.getState())(2.5)).toBe('-0.667');
  });

  it('falls back to decimal when the stored format is not one the view offers (spec 01 §5), and ignores junk', async () => {
    const storage = createMemoryStorage({ [COEF_VIEW_ID_KEY]: '3' });
    const cookies = createMemoryCookieStore({ [APP_VIEW_TYPE_COOKIE]: 'x' });
    const { coupon } = startCoupon({ cookies, storage, selectUserId: () => null });
    await vi.runAllTimersAsync();
    expect(coupon().oddsView).toEqual({ appViewType: 0, coefViewId: 0 });
  });

  it("keeps a visitor's choice in the cookie (86400 s, path /) and local storage, with no server call", async () => {
    const cookies = createMemoryCookieStore();
    const { coupon, store, storage, api } = startCoupon({ cookies, selectUserId: () => null });
    await vi.runAllTimersAsync();
    store.dispatch(oddsViewChosen({ appViewType: 0, coefViewId: 2 }));
    await vi.runAllTimersAsync();
    expect(coupon().oddsView).toEqual({ appViewType: 0, coefViewId: 2 });
    expect(cookies.entries.get(APP_VIEW_TYPE_COOKIE)).toEqual({
      value: '0',
      options: { maxAgeSeconds: 86400, path: '/' },
    });
    expect(storage.getItem(COEF_VIEW_ID_KEY)).toBe('2');
    expect(api.callsTo('saveOfficeSetting')).toHaveLength(0);
    expect(coupon().oddsViewSave.status).toBe('idle');
  });

  it('a visitor keeps their choice over the config, which has none for them', async () => {
    const storage = createMemoryStorage({ [COEF_VIEW_ID_KEY]: '1' });
    const { coupon, store } = startCoupon({ storage, selectUserId: () => null });
    await vi.runAllTimersAsync();
    store.dispatch(couponConfigRequested());
    await vi.runAllTimersAsync();
    expect(coupon().oddsView.coefViewId).toBe(1);
  });
});

describe("a signed-in player's odds view on the server (spec 02 §7 save one setting, §8 Office)", () => {
  it('saves the view, then the format, one setting at a time', async () => {
    const api = createFakeApi({ saveOfficeSetting: saved });
    const { coupon, store } = startCoupon({ api });
    await vi.runAllTimersAsync();
    store.dispatch(oddsViewChosen({ appViewType: 1, coefViewId: 3 }));
    expect(coupon().oddsView).toEqual({ appViewType: 1, coefViewId: 3 });
    expect(coupon().oddsViewSave.status).toBe('pending');
    await vi.runAllTimersAsync();
    expect(api.callsTo('saveOfficeSetting').map((entry) => entry.body)).toEqual([
      { id: 'appViewType', value: 1 },
      { id: 'coefViewId', value: 3 },
    ]);
    expect(coupon().oddsViewSave).toEqual({
      status: 'saved',
      messages: [{ tone: 'success', text: 'main_save_success', isKey: true }],
    });
  });

  it('a failed call keeps the choice on screen and in the browser, and says so', async () => {
    const api = createFakeApi({
      saveOfficeSetting: () => {
        throw new ApiError({ kind: 'http', status: 500, message: 'down' });
      },
    });
    const { coupon, store, storage, logger } = startCoupon({ api });
    await vi.runAllTimersAsync();
    store.dispatch(oddsViewChosen({ appViewType: 0, coefViewId: 1 }));
    await vi.runAllTimersAsync();
    expect(coupon().oddsView).toEqual({ appViewType: 0, coefViewId: 1 });
    expect(storage.getItem(COEF_VIEW_ID_KEY)).toBe('1');
    expect(coupon().oddsViewSave).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'main_query_error', isKey: true }],
    });
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: ODDS_VIEW_NOT_SAVED }));
  });

  it("a status-2 answer shows the server's message and stops before the format", async () => {
    const api = createFakeApi({ saveOfficeSetting: () => ({ status: 2, messages: ['Settings are locked.'] }) });
    const { coupon, store } = startCoupon({ api });
    await vi.runAllTimersAsync();
    store.dispatch(oddsViewChosen({ appViewType: 0, coefViewId: 2 }));
    await vi.runAllTimersAsync();
    expect(api.callsTo('saveOfficeSetting')).toHaveLength(1);
    expect(coupon().oddsViewSave).toEqual({
      status: 'failed',
      messages: [{ tone: 'error', text: 'Settings are locked.', isKey: false }],
    });
    expect(coupon().oddsView.coefViewId).toBe(2);
  });

  it('a newer choice replaces a save still on its way', async () => {
    const api = createFakeApi({
      saveOfficeSetting: () => new Promise((resolve) => setTimeout(() => resolve(saved()), 1000)),
    });
    const { coupon, store } = startCoupon({ api });
    await vi.runAllTimersAsync();
    store.dispatch(oddsViewChosen({ appViewType: 0, coefViewId: 1 }));
    store.dispatch(oddsViewChosen({ appViewType: 0, coefViewId: 2 }));
    await vi.runAllTimersAsync();
    expect(api.callsTo('saveOfficeSetting').map((entry) => entry.body)).toEqual([
      { id: 'appViewType', value: 0 },
      { id: 'appViewType', value: 0 },
      { id: 'coefViewId', value: 2 },
    ]);
    expect(coupon().oddsViewSave.status).toBe('saved');
  });

  it("on sign-in the server's saved view wins and the browser keeps it (spec 01 §3)", async () => {
    const cookies = createMemoryCookieStore();
    const storage = createMemoryStorage({ [COEF_VIEW_ID_KEY]: '1' });
    const api = createFakeApi();
    const { coupon, store } = startCoupon({ api, cookies, storage });
    await vi.runAllTimersAsync();
    expect(coupon().oddsView.coefViewId).toBe(1);
    api.answer('getCouponConfig', () => couponConfigFixture({ appViewType: 1, coefViewId: 4 }));
    store.dispatch(couponConfigRequested());
    await vi.runAllTimersAsync();
    expect(coupon().oddsView).toEqual({ appViewType: 1, coefViewId: 4 });
    expect(storage.getItem(COEF_VIEW_ID_KEY)).toBe('4');
    expect(cookies.get(APP_VIEW_TYPE_COOKIE)).toBe('1');
  });
});
