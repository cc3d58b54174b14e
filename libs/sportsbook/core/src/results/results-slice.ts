import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GameResult } from '@bet/contract';
import { normalizeResultsFilter, resultsFilterKey, type ResultsFilter } from './results-filter';
import { initialResultsState, type ResultsState } from './results-state';

/**
 * Events of the results view. A page shows a filter while mounted (`resultsShown` /
 * `resultsHidden`); another filter (a date or championship picked) is another `resultsShown`,
 * which empties the list and makes any answer still on its way for the old filter stale.
 */
const resultsSlice = createSlice({
  name: 'sportsbookResults',
  initialState: initialResultsState,
  reducers: {
    resultsShown(state, action: PayloadAction<{ filter: ResultsFilter }>) {
      state.viewers += 1;
      const key = resultsFilterKey(action.payload.filter);
      if (key === state.key) return;
      state.filter = normalizeResultsFilter(action.payload.filter);
      state.key = key;
      state.status = 'loading';
      state.results = [];
      delete state.error;
      delete state.httpStatus;
      delete state.updatedAt;
    },
    resultsHidden(state) {
      state.viewers = Math.max(0, state.viewers - 1);
    },
    resultsLoaded(state, action: PayloadAction<{ key: string; results: GameResult[]; at: number }>) {
      if (action.payload.key !== state.key) return;
      state.status = 'ready';
      state.results = action.payload.results;
      state.updatedAt = action.payload.at;
      delete state.error;
      delete state.httpStatus;
    },
    resultsFailed(state, action: PayloadAction<{ key: string; error: string; httpStatus?: number }>) {
      if (action.payload.key !== state.key) return;
      state.status = 'failed';
      state.error = action.payload.error;
      if (action.payload.httpStatus === undefined) delete state.httpStatus;
      else state.httpStatus = action.payload.httpStatus;
    },
  },
});

export const { resultsShown, resultsHidden, resultsLoaded, resultsFailed } = resultsSlice.actions;
/** The retry button: ask now (only the saga listens; the state keeps showing what it has). */
export const resultsRefreshRequested = createAction('sportsbookResults/resultsRefreshRequested');
export const sportsbookResultsReducer: (state: ResultsState | undefined, action: { type: string }) => ResultsState =
  resultsSlice.reducer;
