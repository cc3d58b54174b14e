import { createSlice, isAnyOf, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentRecord } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import { filtersToQuery, NO_FILTERS, type FiltersProblem, type HistoryPayFilters } from './history-filters';
import type { PaymentProblem } from './payment-problem';

/** Spec 01 §2 historypay: the player's payments, filtered, paged by `before`. */
export interface HistoryPayState {
  readonly filters: HistoryPayFilters;
  readonly filtersProblem: FiltersProblem | null;
  /** Bumped whenever what the list shows changes: an answer to an older query is dropped. */
  readonly query: number;
  readonly isOpen: boolean;
  readonly status: 'idle' | 'pending' | 'failed';
  /** `first`: the first page of the query; `more`: a further page. */
  readonly request: 'first' | 'more' | null;
  readonly problem: PaymentProblem | null;
  readonly loaded: boolean;
  readonly payments: readonly PaymentRecord[];
  readonly hasMore: boolean;
}

export const initialHistoryPayState: HistoryPayState = {
  filters: NO_FILTERS,
  filtersProblem: null,
  query: 0,
  isOpen: false,
  status: 'idle',
  request: null,
  problem: null,
  loaded: false,
  payments: [],
  hasMore: false,
};

function restart(state: Draft<HistoryPayState>) {
  state.query += 1;
  state.payments = [];
  state.loaded = false;
  state.hasMore = false;
  state.problem = null;
  state.status = state.filtersProblem ? 'idle' : 'pending';
  state.request = state.filtersProblem ? null : 'first';
}

const historyPaySlice = createSlice({
  name: 'historyPay',
  initialState: initialHistoryPayState,
  reducers: {
    historyPayOpened(state) {
      state.isOpen = true;
      restart(state);
    },
    historyPayClosed(state) {
      state.isOpen = false;
      state.query += 1;
      state.status = 'idle';
      state.request = null;
    },
    historyPayFiltersChanged(state, action: PayloadAction<Partial<HistoryPayFilters>>) {
      const next = { ...state.filters, ...action.payload };
      if (JSON.stringify(next) === JSON.stringify(state.filters)) return;
      state.filters = next;
      const check = filtersToQuery(next);
      state.filtersProblem = check.ok ? null : check.problem;
      restart(state);
    },
    historyPayRetryRequested(state) {
      restart(state);
    },
    historyPayMoreRequested(state) {
      if (!state.loaded || !state.hasMore || state.status === 'pending') return;
      state.status = 'pending';
      state.request = 'more';
      state.problem = null;
    },
    historyPayPageLoaded(state, action: PayloadAction<{ query: number; payments: PaymentRecord[]; hasMore: boolean }>) {
      const { query, payments, hasMore } = action.payload;
      if (query !== state.query) return;
      if (state.request === 'first') state.payments = payments;
      else {
        const shown = new Set(state.payments.map((payment) => payment.paymentId));
        state.payments = [...state.payments, ...payments.filter((payment) => !shown.has(payment.paymentId))];
      }
      state.loaded = true;
      state.hasMore = hasMore;
      state.status = 'idle';
      state.request = null;
    },
    historyPayPageFailed(state, action: PayloadAction<{ query: number; problem: PaymentProblem }>) {
      if (action.payload.query !== state.query) return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), (state) => ({
      ...initialHistoryPayState,
      isOpen: state.isOpen,
      query: state.query + 1,
    }));
  },
});

export const {
  historyPayOpened,
  historyPayClosed,
  historyPayFiltersChanged,
  historyPayRetryRequested,
  historyPayMoreRequested,
  historyPayPageLoaded,
  historyPayPageFailed,
} = historyPaySlice.actions;
export const historyPayReducer = historyPaySlice.reducer;
