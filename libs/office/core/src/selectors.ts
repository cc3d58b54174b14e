import { createSelector } from '@reduxjs/toolkit';
import { MAX_REFRESHED_COUPONS } from './constants';
import { couponsAdapter } from './bet-history-slice';
import type { OfficeState } from './office-reducer';

/** Any store with the office reducer under `office` (OFFICE_STATE_KEY). */
export interface WithOffice {
  readonly office: OfficeState;
}

export const selectBetHistory = (state: WithOffice) => state.office.betHistory;
export const selectPrintCoupon = (state: WithOffice) => state.office.printCoupon;

const couponSelectors = couponsAdapter.getSelectors((state: WithOffice) => state.office.betHistory.coupons);
/** The coupons shown, newest first (the server's order, pages appended). */
export const selectHistoryCoupons = couponSelectors.selectAll;
export const selectHistoryCouponById = couponSelectors.selectById;

export const selectHistoryFilter = (state: WithOffice) => state.office.betHistory.filter;
export const selectHistoryRange = (state: WithOffice) => state.office.betHistory.range;
export const selectHistoryQuery = (state: WithOffice) => state.office.betHistory.query;
export const selectHistoryIsOpen = (state: WithOffice) => state.office.betHistory.isOpen;

/** The couponId the next page starts after (the contract's `before`), or undefined for the first page. */
export const selectHistoryCursor = (state: WithOffice): string | undefined => {
  const ids = state.office.betHistory.coupons.ids;
  return ids.length > 0 ? ids[ids.length - 1] : undefined;
};

/** The open coupons the refresh re-reads: the newest MAX_REFRESHED_COUPONS still open in the list. */
export const selectOpenCouponIds = createSelector([selectHistoryCoupons], (coupons) =>
  coupons
    .filter((coupon) => !coupon.isSettled)
    .slice(0, MAX_REFRESHED_COUPONS)
    .map((coupon) => coupon.couponId),
);

export type HistoryView = 'range_invalid' | 'loading' | 'failed' | 'empty' | 'list';

/** What the page shows in place of the list: one of the states, or the list itself. */
export const selectHistoryView = createSelector([selectBetHistory], (history): HistoryView => {
  if (history.rangeProblem) return 'range_invalid';
  if (!history.loaded) return history.status === 'failed' ? 'failed' : 'loading';
  return history.coupons.ids.length === 0 ? 'empty' : 'list';
});

/** The load-more control: hidden, ready, pending, or failed (its retry is pressing it again). */
export type LoadMoreState = 'hidden' | 'ready' | 'pending' | 'failed';

export const selectLoadMore = createSelector([selectBetHistory], (history): LoadMoreState => {
  if (!history.loaded || !history.hasMore) return 'hidden';
  if (history.request === 'more') return history.status === 'failed' ? 'failed' : 'pending';
  return 'ready';
});

/** The settings page's state (issue 12, spec 01 §3 Office settings). */
export const selectOfficeSettingsState = (state: WithOffice) => state.office.settings;
export const selectOfficeSettings = (state: WithOffice) => state.office.settings.settings;
export const selectDisallowDraft = (state: WithOffice) => state.office.settings.draft;
export const selectSettingSave = (state: WithOffice, id: string) => state.office.settings.saves[id];
