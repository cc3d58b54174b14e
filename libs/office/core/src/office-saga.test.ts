import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedCouponRecord } from '@bet/contract';
import { pageLeft, pageReturned } from '@bet/platform';
import { loggedOut } from '@bet/session';
import { httpError, type FakeAnswer } from '@bet/request/testing';
import {
  historyClosed,
  historyFilterChosen,
  historyMoreRequested,
  historyOpened,
  historyRangeChanged,
  historyRetryRequested,
} from './bet-history-slice';
import { HISTORY_LOAD_FAILED, OPENED_COUPON_REFRESH_MS, PAYOUT_MISMATCH } from './constants';
import { printCouponRequested } from './print-coupon-slice';
import { selectHistoryCoupons, selectHistoryView, selectPrintCoupon } from './selectors';
import { couponRecordFixture, createOfficeHarness, wonSingleFixture } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A promise the test settles by hand, to order answers as it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The office saga on a real store, two coupons a page. */
function start(answers: Record<string, FakeAnswer> = {}) {
  const harness = createOfficeHarness(answers, { pageSize: 2 });
  const ids = () => selectHistoryCoupons(harness.store.getState()).map((coupon) => coupon.couponId);
  return { ...harness, ids };
}

type HistoryQuery = { filter?: string; before?: string; from?: number; to?: number; limit?: number };
const queryOf = (options: unknown) => (options as { query: HistoryQuery }).query;

describe('bet history saga', () => {
  it('loads the first page on open with the filter and page size', async () => {
    const h = start({ getBetHistory: () => ({ coupons: [couponRecordFixture({ couponId: '5' })], hasMore: false }) });
    h.store.dispatch(historyOpened());
    await tick(0);
    expect(h.ids()).toEqual(['5']);
    expect(h.api.calls.map((c) => c.name)).toEqual(['getBetHistory']);
    h.task.cancel();
  });

  it("sends the filter and the range as epoch seconds, days of the player's zone (zone 3 without time settings)", async () => {
    const queries: HistoryQuery[] = [];
    const h = start({ getBetHistory: (options) => (queries.push(queryOf(options)), { coupons: [], hasMore: false }) });
    h.store.dispatch(historyOpened());
    h.store.dispatch(historyFilterChosen({ filter: 'open' }));
    h.store.dispatch(historyRangeChanged({ from: '2026-11-01', to: '2026-11-23' }));
    await tick(0);
    expect(queries.at(-1)).toEqual({
      filter: 'open',
      limit: 2,
      from: Date.UTC(2026, 9, 31, 21) / 1000,
      to: Date.UTC(2026, 10, 23, 21) / 1000 - 1,
    });
    h.task.cancel();
  });

  it('drops the answer of a filter the player has left (stale answer)', async () => {
    const slow = deferred<unknown>();
    const h = start({
      getBetHistory: (options) =>
        queryOf(options).filter === 'all'
          ? slow.promise
          : { coupons: [wonSingleFixture({ couponId: '8' })], hasMore: false },
    });
    h.store.dispatch(historyOpened());
    await tick(0);
    h.store.dispatch(historyFilterChosen({ filter: 'settled' }));
    await tick(0);
    expect(h.ids()).toEqual(['8']);
    slow.resolve({ coupons: [couponRecordFixture({ couponId: '7' })], hasMore: false });
    await tick(0);
    expect(h.ids()).toEqual(['8']);
    h.task.cancel();
  });

  it('the same filter chosen again sends nothing new', async () => {
    const h = start({ getBetHistory: () => ({ coupons: [couponRecordFixture()], hasMore: false }) });
    h.store.dispatch(historyOpened());
    await tick(0);
    h.store.dispatch(historyFilterChosen({ filter: 'all' }));
    h.store.dispatch(historyRangeChanged({ from: '', to: '' }));
    await tick(0);
    expect(h.api.callsTo('getBetHistory')).toHaveLength(1);
    h.task.cancel();
  });

  it('loads more after the last coupon shown, once at a time', async () => {
    const pages: Record<string, unknown> = {
      first: {
        coupons: [couponRecordFixture({ couponId: '9' }), couponRecordFixture({ couponId: '8' })],
        hasMore: true,
      },
      '8': { coupons: [wonSingleFixture({ couponId: '4' })], hasMore: false },
    };
    const h = start({ getBetHistory: (options) => pages[queryOf(options).before ?? 'first'] });
    h.store.dispatch(historyOpened());
    await tick(0);
    h.store.dispatch(historyMoreRequested());
    h.store.dispatch(historyMoreRequested());
    await tick(0);
    expect(h.ids()).toEqual(['9', '8', '4']);
    expect(h.api.callsTo('getBetHistory')).toHaveLength(2);
    expect(h.store.getState().office.betHistory.hasMore).toBe(false);
    h.task.cancel();
  });

  it('a filter change drops a further page still loading, and the new query can load more', async () => {
    const slowMore = deferred<unknown>();
    const h = start({
      getBetHistory: (options) => {
        const query = queryOf(options);
        if (query.filter === 'all' && query.before) return slowMore.promise;
        if (query.before) return { coupons: [wonSingleFixture({ couponId: '1' })], hasMore: false };
        return { coupons: [couponRecordFixture({ couponId: query.filter === 'all' ? '9' : '5' })], hasMore: true };
      },
    });
    h.store.dispatch(historyOpened());
    await tick(0);
    h.store.dispatch(historyMoreRequested());
    await tick(0);
    h.store.dispatch(historyFilterChosen({ filter: 'open' }));
    await tick(0);
    h.store.dispatch(historyMoreRequested());
    await tick(0);
    expect(h.ids()).toEqual(['5', '1']);
    slowMore.resolve({ coupons: [couponRecordFixture({ couponId: '8' })], hasMore: false });
    await tick(0);
    expect(h.ids()).toEqual(['5', '1']);
    h.task.cancel();
  });

  it('a failed first page is logged and retried on request', async () => {
    let fail = true;
    const h = start({
      getBetHistory: () => {
        if (fail) throw httpError(503);
        return { coupons: [couponRecordFixture()], hasMore: false };
      },
    });
    h.store.dispatch(historyOpened());
    await tick(0);
    expect(selectHistoryView(h.store.getState())).toBe('failed');
    expect(h.store.getState().office.betHistory.error?.status).toBe(503);
    expect(h.logger.entries.map((e) => e.message)).toContain(HISTORY_LOAD_FAILED);
    fail = false;
    h.store.dispatch(historyRetryRequested());
    await tick(0);
    expect(selectHistoryView(h.store.getState())).toBe('list');
    h.task.cancel();
  });

  it('refreshes the open coupons every 15000 ms while the page is shown (spec 02 §9 opened coupon cost)', async () => {
    let settledNow = false;
    const h = start({
      getBetHistory: () => ({
        coupons: [couponRecordFixture({ couponId: '3' }), wonSingleFixture({ couponId: '2' })],
        hasMore: false,
      }),
      getCouponById: () => (settledNow ? wonSingleFixture({ couponId: '3' }) : couponRecordFixture({ couponId: '3' })),
    });
    const t0 = Date.now();
    h.store.dispatch(historyOpened());
    await tick(0);
    await tick(2 * OPENED_COUPON_REFRESH_MS);
    // Only the open coupon is read again, every 15 s.
    expect(h.api.callsTo('getCouponById').map((c) => c.at - t0)).toEqual([15_000, 30_000]);
    settledNow = true;
    await tick(OPENED_COUPON_REFRESH_MS);
    expect(selectHistoryCoupons(h.store.getState())[0]).toMatchObject({
      couponId: '3',
      isSettled: true,
      payout: 18500,
    });
    // Nothing is open any more: no further calls.
    await tick(3 * OPENED_COUPON_REFRESH_MS);
    expect(h.api.callsTo('getCouponById')).toHaveLength(3);
    h.task.cancel();
  });

  it('stops refreshing when the page closes, and on logout', async () => {
    const h = start({
      getBetHistory: () => ({ coupons: [couponRecordFixture({ couponId: '3' })], hasMore: false }),
      getCouponById: () => couponRecordFixture({ couponId: '3' }),
    });
    h.store.dispatch(historyOpened());
    await tick(OPENED_COUPON_REFRESH_MS);
    expect(h.api.callsTo('getCouponById')).toHaveLength(1);
    h.store.dispatch(historyClosed());
    await tick(5 * OPENED_COUPON_REFRESH_MS);
    expect(h.api.callsTo('getCouponById')).toHaveLength(1);

    h.store.dispatch(historyOpened());
    await tick(OPENED_COUPON_REFRESH_MS);
    expect(h.api.callsTo('getCouponById')).toHaveLength(2);
    h.store.dispatch(loggedOut());
    await tick(5 * OPENED_COUPON_REFRESH_MS);
    expect(h.api.callsTo('getCouponById')).toHaveLength(2);
    h.task.cancel();
  });

  it('pauses while the page is away and refreshes at once on return (spec 02 §4 Page-leave)', async () => {
    const h = start({
      getBetHistory: () => ({ coupons: [couponRecordFixture({ couponId: '3' })], hasMore: false }),
      getCouponById: () => couponRecordFixture({ couponId: '3' }),
    });
    const t0 = Date.now();
    h.store.dispatch(historyOpened());
    await tick(5_000);
    h.store.dispatch(pageLeft());
    await tick(10 * OPENED_COUPON_REFRESH_MS);
    expect(h.api.callsTo('getCouponById')).toHaveLength(0);
    h.store.dispatch(pageReturned());
    await tick(0);
    expect(h.api.callsTo('getCouponById').map((c) => c.at - t0)).toEqual([155_000]);
    h.task.cancel();
  });

  it('one coupon failing to refresh does not stop the others', async () => {
    const h = start({
      getBetHistory: () => ({
        coupons: [couponRecordFixture({ couponId: '3' }), couponRecordFixture({ couponId: '2' })],
        hasMore: false,
      }),
      getCouponById: (options) => {
        const { couponId } = (options as { query: { couponId: string } }).query;
        if (couponId === '3') throw httpError(500);
        return wonSingleFixture({ couponId });
      },
    });
    h.store.dispatch(historyOpened());
    await tick(OPENED_COUPON_REFRESH_MS);
    const [first, second] = selectHistoryCoupons(h.store.getState());
    expect(first).toMatchObject({ couponId: '3', isSettled: false });
    expect(second).toMatchObject({ couponId: '2', isSettled: true });
    h.task.cancel();
  });

  it('shows the server payout and warns when the engine computes another', async () => {
    const odd: PlacedCouponRecord = wonSingleFixture({ couponId: '6', payout: 18000 });
    const h = start({ getBetHistory: () => ({ coupons: [odd], hasMore: false }) });
    h.store.dispatch(historyOpened());
    await tick(0);
    expect(selectHistoryCoupons(h.store.getState())[0]?.payout).toBe(18000);
    expect(h.logger.entries).toContainEqual({
      level: 'warn',
      message: PAYOUT_MISMATCH,
      details: { couponId: '6', actual: 18000, expected: 18500 },
    });
    h.task.cancel();
  });
});

describe('print coupon saga', () => {
  it('loads the coupon asked for', async () => {
    const h = start({ getCouponById: () => wonSingleFixture({ couponId: '42' }) });
    h.store.dispatch(printCouponRequested({ couponId: '42' }));
    expect(selectPrintCoupon(h.store.getState()).status).toBe('pending');
    await tick(0);
    expect(selectPrintCoupon(h.store.getState())).toMatchObject({
      status: 'idle',
      couponId: '42',
      coupon: { couponId: '42' },
    });
    h.task.cancel();
  });

  it("tells a coupon that is not the player's (404) from a session problem (401) and other failures", async () => {
    const statuses: Record<string, number> = { '1': 404, '2': 401, '3': 500 };
    const h = start({
      getCouponById: (options) => {
        throw httpError(statuses[(options as { query: { couponId: string } }).query.couponId] ?? 500);
      },
    });
    const problems: unknown[] = [];
    for (const couponId of ['1', '2', '3']) {
      h.store.dispatch(printCouponRequested({ couponId }));
      await tick(0);
      problems.push(selectPrintCoupon(h.store.getState()).problem);
    }
    expect(problems).toEqual(['not_found', 'unauthorized', 'failed']);
    h.task.cancel();
  });

  it('the latest coupon asked for wins', async () => {
    const first = deferred<unknown>();
    const h = start({
      getCouponById: (options) => {
        const { couponId } = (options as { query: { couponId: string } }).query;
        return couponId === '1' ? first.promise : wonSingleFixture({ couponId });
      },
    });
    h.store.dispatch(printCouponRequested({ couponId: '1' }));
    h.store.dispatch(printCouponRequested({ couponId: '2' }));
    await tick(0);
    first.resolve(wonSingleFixture({ couponId: '1' }));
    await tick(0);
    expect(selectPrintCoupon(h.store.getState()).coupon?.couponId).toBe('2');
    h.task.cancel();
  });
});
