import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CasinoCategoryInfo, CasinoGame, CasinoProvider } from '@bet/contract';
import { gameListKey, type GameListQuery } from './game-list-query';
import type { LoadStatus } from './load-status';

/** One list of games in the lobby's order, read a page at a time ("Show more"). */
export interface GameListState {
  query: GameListQuery;
  status: LoadStatus;
  items: CasinoGame[];
  total: number;
  /** The next page's read: pending, or failed (the games read so far stay). */
  more: 'idle' | 'pending' | 'failed';
}

export interface CatalogueState {
  lobby: { status: LoadStatus; categories: CasinoCategoryInfo[]; providers: CasinoProvider[] };
  lists: Record<string, GameListState>;
}

export const initialCatalogueState: CatalogueState = {
  lobby: { status: 'idle', categories: [], providers: [] },
  lists: {},
};

const emptyList = (query: GameListQuery): GameListState => ({
  query,
  status: 'idle',
  items: [],
  total: 0,
  more: 'idle',
});

/** A casino page that shows the categories or providers was opened: read them once. */
export const casinoLobbyOpened = createAction('casino/casinoLobbyOpened');
export const casinoLobbyRetryRequested = createAction('casino/casinoLobbyRetryRequested');
/** A page shows the games of this query: its first page is read unless it is in already. */
export const gameListOpened = createAction<{ query: GameListQuery }>('casino/gameListOpened');
export const gameListMoreRequested = createAction<{ query: GameListQuery }>('casino/gameListMoreRequested');
export const gameListRetryRequested = createAction<{ query: GameListQuery }>('casino/gameListRetryRequested');

export const catalogueSlice = createSlice({
  name: 'casino',
  initialState: initialCatalogueState,
  reducers: {
    lobbyRequested(state) {
      state.lobby.status = 'pending';
    },
    lobbyLoaded(state, action: PayloadAction<{ categories: CasinoCategoryInfo[]; providers: CasinoProvider[] }>) {
      state.lobby = { status: 'loaded', ...action.payload };
    },
    lobbyFailed(state) {
      state.lobby.status = 'failed';
    },
    gameListRequested(state, action: PayloadAction<{ query: GameListQuery; more: boolean }>) {
      const key = gameListKey(action.payload.query);
      const list = (state.lists[key] ??= emptyList(action.payload.query));
      if (action.payload.more) list.more = 'pending';
      else list.status = 'pending';
    },
    gameListLoaded(
      state,
      action: PayloadAction<{ query: GameListQuery; offset: number; total: number; items: CasinoGame[] }>,
    ) {
      const { query, offset, total, items } = action.payload;
      const list = (state.lists[gameListKey(query)] ??= emptyList(query));
      // A page joins the games before its offset; the server's order may have moved, so no game twice.
      const kept = list.items.slice(0, offset);
      const seen = new Set(kept.map((game) => game.id));
      list.items = [...kept, ...items.filter((game) => !seen.has(game.id))];
      list.total = total;
      list.status = 'loaded';
      list.more = 'idle';
    },
    gameListFailed(state, action: PayloadAction<{ query: GameListQuery; more: boolean }>) {
      const list = state.lists[gameListKey(action.payload.query)];
      if (!list) return;
      if (action.payload.more) list.more = 'failed';
      else list.status = 'failed';
    },
  },
});

export const { lobbyRequested, lobbyLoaded, lobbyFailed, gameListRequested, gameListLoaded, gameListFailed } =
  catalogueSlice.actions;
export const catalogueReducer = catalogueSlice.reducer;
