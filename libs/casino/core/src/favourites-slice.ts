import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CasinoGame } from '@bet/contract';
import { casinoPlayerChanged } from './events';
import type { LoadStatus } from './load-status';

/**
 * The player's favourites and recently played games (spec 01 §2 my-casino, my-casino/favorites).
 * A toggle shows at once (optimistic) and is rolled back when the server refuses it.
 */
export interface PlayerGamesState {
  signedIn: boolean;
  favourites: { status: LoadStatus; items: CasinoGame[] };
  recent: { status: LoadStatus; items: CasinoGame[] };
}

export const initialPlayerGamesState: PlayerGamesState = {
  signedIn: false,
  favourites: { status: 'idle', items: [] },
  recent: { status: 'idle', items: [] },
};

function place(items: CasinoGame[], game: CasinoGame, favourite: boolean): CasinoGame[] {
  const others = items.filter((item) => item.id !== game.id);
  // Newest first, as the server keeps them.
  return favourite ? [game, ...others] : others;
}

export const casinoFavouritesOpened = createAction('casino/casinoFavouritesOpened');
export const casinoRecentOpened = createAction('casino/casinoRecentOpened');

export const playerGamesSlice = createSlice({
  name: 'casino',
  initialState: initialPlayerGamesState,
  reducers: {
    /** The player pressed a game's favourite toggle: it shows at once, the server is told after. */
    favouriteToggled(state, action: PayloadAction<{ game: CasinoGame; favourite: boolean }>) {
      const { game, favourite } = action.payload;
      state.favourites.items = place(state.favourites.items, game, favourite);
    },
    favouriteToggleFailed(state, action: PayloadAction<{ game: CasinoGame; favourite: boolean }>) {
      const { game, favourite } = action.payload;
      state.favourites.items = place(state.favourites.items, game, !favourite);
    },
    favouritesRequested(state) {
      state.favourites.status = 'pending';
    },
    favouritesLoaded(state, action: PayloadAction<{ items: CasinoGame[] }>) {
      state.favourites = { status: 'loaded', items: action.payload.items };
    },
    favouritesFailed(state) {
      state.favourites.status = 'failed';
    },
    recentRequested(state) {
      state.recent.status = 'pending';
    },
    recentLoaded(state, action: PayloadAction<{ items: CasinoGame[] }>) {
      state.recent = { status: 'loaded', items: action.payload.items };
    },
    recentFailed(state) {
      state.recent.status = 'failed';
    },
  },
  extraReducers: (builder) =>
    builder.addCase(casinoPlayerChanged, (state, action) =>
      action.payload.signedIn === state.signedIn
        ? state
        : { ...initialPlayerGamesState, signedIn: action.payload.signedIn },
    ),
});

export const {
  favouriteToggled,
  favouriteToggleFailed,
  favouritesRequested,
  favouritesLoaded,
  favouritesFailed,
  recentRequested,
  recentLoaded,
  recentFailed,
} = playerGamesSlice.actions;
export const playerGamesReducer = playerGamesSlice.reducer;
