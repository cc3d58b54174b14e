import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CASINO_SEARCH_MIN, type CasinoGame, type CasinoProvider } from '@bet/contract';

/**
 * The casino search (spec 01 §2 casino-search; issue 14: on the server, debounced, the query in
 * the address). `query` is what the player typed; results belong to `answeredQuery`.
 */
export interface SearchState {
  query: string;
  /** idle: too short to ask; waiting: the debounce runs; pending: asked; loaded or failed. */
  status: 'idle' | 'waiting' | 'pending' | 'loaded' | 'failed';
  answeredQuery: string | null;
  games: CasinoGame[];
  providers: CasinoProvider[];
}

export const initialSearchState: SearchState = {
  query: '',
  status: 'idle',
  answeredQuery: null,
  games: [],
  providers: [],
};

/** A query the server is asked: trimmed, at least CASINO_SEARCH_MIN characters (the contract's bound). */
export function searchableQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed.length >= CASINO_SEARCH_MIN ? trimmed.slice(0, 64) : null;
}

export const searchSlice = createSlice({
  name: 'casino',
  initialState: initialSearchState,
  reducers: {
    /** The player typed (or the page opened with `?q=`): the search waits for a pause, then asks. */
    casinoSearchTyped(state, action: PayloadAction<{ query: string }>) {
      state.query = action.payload.query;
      if (searchableQuery(state.query) === null) {
        Object.assign(state, { status: 'idle', answeredQuery: null, games: [], providers: [] });
      } else state.status = 'waiting';
    },
    searchRequested(state) {
      state.status = 'pending';
    },
    searchAnswered(state, action: PayloadAction<{ query: string; games: CasinoGame[]; providers: CasinoProvider[] }>) {
      // The latest query wins: an answer to an older one is dropped.
      if (action.payload.query !== searchableQuery(state.query)) return;
      state.status = 'loaded';
      state.answeredQuery = action.payload.query;
      state.games = action.payload.games;
      state.providers = action.payload.providers;
    },
    searchFailed(state, action: PayloadAction<{ query: string }>) {
      if (action.payload.query === searchableQuery(state.query)) state.status = 'failed';
    },
  },
});

export const { casinoSearchTyped, searchRequested, searchAnswered, searchFailed } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
