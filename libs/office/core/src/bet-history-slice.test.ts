import { describe, expect, it } from 'vitest';
import { loggedOut, sessionEnded } from '@bet/session';
import {
  historyClosed,
  historyFilterChosen,
  historyMoreRequested,
  historyOpened,
  historyPageFailed,
  historyPageLoaded,
  historyRangeChanged,
  openCouponsRefreshed,
} from './bet-history-slice';
import { MAX_REFRESHED_COUPONS } from './constants';
import {
  selectHistoryCoupons,
  selectHistoryCursor,
  selectHistoryView,
  selectLoadMore,
  selectOpenCouponIds,
} from './selectors';
import { couponRecordFixture, makeOfficeStore, systemCouponFixture, wonSingleFixture } from './testing';

const open = (id: string) => couponRecordFixture({ couponId: id });

function loaded(coupons = [open('3'), wonSingleFixture({ couponId: '2' }), open('1')], hasMore = true) {
  const store = makeOfficeStore();
  store.dispatch(historyOpened());
  const query = store.getState().office.betHistory.query;
  store.dispatch(historyPageLoaded({ query, coupons, hasMore, at: 1000 }));
  return store;
}

describe('betHistory slice and selectors', () => {
  it('opening starts a first-page request and shows loading', () => {
    const store = makeOfficeStore();
    store.dispatch(historyOpened());
    expect(store.getState().office.betHistory).toMatchObject({
      isOpen: true,
      status: 'pending',
      request: 'first',
      loaded: false,
    });
    expect(selectHistoryView(store.getState())).toBe('loading');
    expect(selectLoadMore(store.getState())).toBe('hidden');
  });

  it('a first page fills the list in the server order and offers more', () => {
    const store = loaded();
    expect(selectHistoryCoupons(store.getState()).map((c) => c.couponId)).toEqual(['3', '2', '1']);
    expect(selectHistoryCursor(store.getState())).toBe('1');
    expect(selectHistoryView(store.getState())).toBe('list');
    expect(selectLoadMore(store.getState())).toBe('ready');
    expect(store.getState().office.betHistory.updatedAt).toBe(1000);
  });

  it('an empty first page is the empty state', () => {
    expect(selectHistoryView(loaded([], false).getState())).toBe('empty');
  });

  it('a filter change clears the list at once and drops the old query answer', () => {
    const store = loaded();
    const old = store.getState().office.betHistory.query;
    store.dispatch(historyFilterChosen({ filter: 'settled' }));
    expect(selectHistoryCoupons(store.getState())).toEqual([]);
    store.dispatch(historyPageLoaded({ query: old, coupons: [open('9')], hasMore: false, at: 2000 }));
    expect(selectHistoryCoupons(store.getState())).toEqual([]);
    expect(selectHistoryView(store.getState())).toBe('loading');
  });

  it('choosing the same filter again changes nothing', () => {
    const store = loaded();
    const before = store.getState().office.betHistory;
    store.dispatch(historyFilterChosen({ filter: 'all' }));
    expect(store.getState().office.betHistory).toBe(before);
  });

  it('an invalid range shows its problem and asks for nothing', () => {
    const store = loaded();
    store.dispatch(historyRangeChanged({ from: '2026-11-24', to: '2026-11-01' }));
    expect(store.getState().office.betHistory).toMatchObject({
      rangeProblem: 'from_after_to',
      status: 'idle',
      request: null,
    });
    expect(selectHistoryView(store.getState())).toBe('range_invalid');
    store.dispatch(historyRangeChanged({ from: '2026-11-01', to: '2026-11-24' }));
    expect(store.getState().office.betHistory).toMatchObject({ rangeProblem: null, status: 'pending' });
  });

  it('load more appends the next page, and a failure keeps the list with the control failed', () => {
    const store = loaded();
    store.dispatch(historyMoreRequested());
    expect(selectLoadMore(store.getState())).toBe('pending');
    const query = store.getState().office.betHistory.query;
    store.dispatch(historyPageFailed({ query, error: { status: 500, message: 'boom' } }));
    expect(selectLoadMore(store.getState())).toBe('failed');
    expect(selectHistoryView(store.getState())).toBe('list');
    store.dispatch(historyMoreRequested());
    store.dispatch(historyPageLoaded({ query, coupons: [open('0')], hasMore: false, at: 3000 }));
    expect(selectHistoryCoupons(store.getState()).map((c) => c.couponId)).toEqual(['3', '2', '1', '0']);
    expect(selectLoadMore(store.getState())).toBe('hidden');
  });

  it('a first page that fails is the failed state', () => {
    const store = makeOfficeStore();
    store.dispatch(historyOpened());
    const query = store.getState().office.betHistory.query;
    store.dispatch(historyPageFailed({ query, error: { status: 503, message: 'down' } }));
    expect(selectHistoryView(store.getState())).toBe('failed');
    expect(store.getState().office.betHistory.error).toEqual({ status: 503, message: 'down' });
  });

  it('refreshed open coupons replace their copies in place; unknown ones are not added', () => {
    const store = loaded();
    store.dispatch(openCouponsRefreshed({ coupons: [wonSingleFixture({ couponId: '1' }), open('77')], at: 5000 }));
    const coupons = selectHistoryCoupons(store.getState());
    expect(coupons.map((c) => c.couponId)).toEqual(['3', '2', '1']);
    expect(coupons[2]).toMatchObject({ isSettled: true, payout: 18500 });
    expect(selectOpenCouponIds(store.getState())).toEqual(['3']);
  });

  it('refreshes at most the newest MAX_REFRESHED_COUPONS open coupons', () => {
    const many = Array.from({ length: MAX_REFRESHED_COUPONS + 5 }, (_, index) => open(String(1000 - index)));
    expect(selectOpenCouponIds(loaded(many).getState())).toEqual(
      many.slice(0, MAX_REFRESHED_COUPONS).map((c) => c.couponId),
    );
  });

  it('closing drops answers still on the way', () => {
    const store = makeOfficeStore();
    store.dispatch(historyOpened());
    const query = store.getState().office.betHistory.query;
    store.dispatch(historyClosed());
    store.dispatch(historyPageLoaded({ query, coupons: [systemCouponFixture()], hasMore: false, at: 1 }));
    expect(store.getState().office.betHistory).toMatchObject({ isOpen: false, status: 'idle', loaded: false });
  });

  it.each([
    ['logout', loggedOut()],
    ['session expiry', sessionEnded()],
  ])('%s forgets the coupons', (_name, action) => {
    const store = loaded();
    store.dispatch(action);
    expect(selectHistoryCoupons(store.getState())).toEqual([]);
    expect(store.getState().office.betHistory.loaded).toBe(false);
  });
});
