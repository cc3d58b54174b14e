import {
  createEntityAdapter,
  createSlice,
  isAnyOf,
  type Draft,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { PlacedCouponRecord } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import { NO_RANGE, rangeProblem, type HistoryRange, type RangeProblem } from './history-range';

export type BetHistoryFilter = 'all' | 'open' | 'settled';
export type RequestStatus = 'idle' | 'pending' | 'failed';

/** Coupons by couponId, in the server's order (newest first; later pages appended). */
export const couponsAdapter = createEntityAdapter({ selectId: (coupon: PlacedCouponRecord) => coupon.couponId });

export interface HistoryFailure {
  /** The HTTP status when there was one (null: no answer). */
  readonly status: number | null;
  readonly message: string;
}

export interface BetHistoryState {
  readonly coupons: EntityState<PlacedCouponRecord, string>;
  readonly filter: BetHistoryFilter;
  readonly range: HistoryRange;
  /** Why the range cannot be asked for; nothing is loaded while set. */
  readonly rangeProblem: RangeProblem | null;
  /**
   * Bumped whenever what the list shows changes (opened, filter, range, retry): an answer to an
   * older query carries an older number and is dropped, however late it comes.
   */
  readonly query: number;
  /** The page is on screen (between historyOpened and historyClosed). */
  readonly isOpen: boolean;
  /** The request for the list: `first` the first page of the query, `more` a further page. */
  readonly status: RequestStatus;
  readonly request: 'first' | 'more' | null;
  readonly error: HistoryFailure | null;
  /** The first page of the current query has arrived. */
  readonly loaded: boolean;
  readonly hasMore: boolean;
  /** Epoch ms of the last answer that brought the list up to date. */
  readonly updatedAt: number | null;
}

export const initialBetHistoryState: BetHistoryState = {
  coupons: couponsAdapter.getInitialState(),
  filter: 'all',
  range: NO_RANGE,
  rangeProblem: null,
  query: 0,
  isOpen: false,
  status: 'idle',
  request: null,
  error: null,
  loaded: false,
  hasMore: false,
  updatedAt: null,
};

/** A new query: the old list goes at once, so one filter's coupons never show under another's tab. */
function restart(state: Draft<BetHistoryState>) {
  state.query += 1;
  state.coupons = couponsAdapter.removeAll(state.coupons);
  state.loaded = false;
  state.hasMore = false;
  state.error = null;
  state.status = state.rangeProblem ? 'idle' : 'pending';
  state.request = state.rangeProblem ? null : 'first';
}

export interface HistoryPage {
  readonly query: number;
  readonly coupons: PlacedCouponRecord[];
  readonly hasMore: boolean;
  readonly at: number;
}

const betHistorySlice = createSlice({
  name: 'betHistory',
  initialState: initialBetHistoryState,
  reducers: {
    /** The history page is shown: its list is loaded afresh and open coupons refreshed. */
    historyOpened(state) {
      state.isOpen = true;
      restart(state);
    },
    /** The page is gone: loads in flight are dropped and the refresh stops. */
    historyClosed(state) {
      state.isOpen = false;
      state.query += 1;
      if (state.status === 'pending') {
        state.status = 'idle';
        state.request = null;
      }
    },
    historyFilterChosen(state, action: PayloadAction<{ filter: BetHistoryFilter }>) {
      if (state.filter === action.payload.filter) return;
      state.filter = action.payload.filter;
      restart(state);
    },
    historyRangeChanged(state, action: PayloadAction<HistoryRange>) {
      const { from, to } = action.payload;
      if (state.range.from === from && state.range.to === to) return;
      state.range = { from, to };
      state.rangeProblem = rangeProblem(state.range);
      restart(state);
    },
    /** The first page failed: ask again. */
    historyRetryRequested(state) {
      restart(state);
    },
    historyMoreRequested(state) {
      if (!state.loaded || !state.hasMore || state.status === 'pending') return;
      state.status = 'pending';
      state.request = 'more';
      state.error = null;
    },
    historyPageLoaded(state, action: PayloadAction<HistoryPage>) {
      const { query, coupons, hasMore, at } = action.payload;
      if (query !== state.query) return;
      // A first page replaces; a further page appends (an id already shown is updated in place).
      state.coupons =
        state.request === 'first'
          ? couponsAdapter.setAll(state.coupons, coupons)
          : couponsAdapter.setMany(state.coupons, coupons);
      state.loaded = true;
      state.hasMore = hasMore;
      state.status = 'idle';
      state.request = null;
      state.updatedAt = at;
    },
    historyPageFailed(state, action: PayloadAction<{ query: number; error: HistoryFailure }>) {
      if (action.payload.query !== state.query) return;
      state.status = 'failed';
      state.error = action.payload.error;
    },
    /**
     * Fresh copies of open coupons already in the list (spec 02 §9 "opened coupon cost"). Only
     * coupons still shown are updated: one the player filtered away meanwhile does not come back.
     * A coupon that settled stays where it is, now with its result, even under "open": it vanishes
     * on the next load rather than under the player's eyes.
     */
    openCouponsRefreshed(state, action: PayloadAction<{ coupons: PlacedCouponRecord[]; at: number }>) {
      const shown = action.payload.coupons.filter((coupon) => state.coupons.entities[coupon.couponId]);
      state.coupons = couponsAdapter.setMany(state.coupons, shown);
      if (shown.length > 0) state.updatedAt = action.payload.at;
    },
  },
  extraReducers: (builder) => {
    // Signed out or expired: another player may sign in next in this tab, so nothing of the
    // last one's bets stays.
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), (state) => ({
      ...initialBetHistoryState,
      isOpen: state.isOpen,
      query: state.query + 1,
    }));
  },
});

export const {
  historyOpened,
  historyClosed,
  historyFilterChosen,
  historyRangeChanged,
  historyRetryRequested,
  historyMoreRequested,
  historyPageLoaded,
  historyPageFailed,
  openCouponsRefreshed,
} = betHistorySlice.actions;
export const betHistoryReducer = betHistorySlice.reducer;
