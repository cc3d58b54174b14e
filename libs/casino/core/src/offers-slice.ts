import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CasinoOffer, CasinoRound } from '@bet/contract';
import { casinoPlayerChanged } from './events';
import type { LoadStatus } from './load-status';

/**
 * Casino bonuses and promotions (spec 01 §2 bonus/casino, bonus/casino/promo, .../promotions/{id},
 * bonus/casino/{id}) and the player's real-money rounds (the casino tab of the history).
 */
export interface OffersState {
  offers: { status: LoadStatus; items: CasinoOffer[] };
  rounds: { status: LoadStatus; items: CasinoRound[] };
}

export const initialOffersState: OffersState = {
  offers: { status: 'idle', items: [] },
  rounds: { status: 'idle', items: [] },
};

/** A bonuses or promotions page opened: the offers are read (again after a failure). */
export const casinoOffersOpened = createAction('casino/casinoOffersOpened');
/** The casino tab of the history opened (or its retry): the player's rounds are read. */
export const casinoRoundsOpened = createAction('casino/casinoRoundsOpened');

export const offersSlice = createSlice({
  name: 'casino',
  initialState: initialOffersState,
  reducers: {
    offersRequested(state) {
      state.offers.status = 'pending';
    },
    offersLoaded(state, action: PayloadAction<{ items: CasinoOffer[] }>) {
      state.offers = { status: 'loaded', items: action.payload.items };
    },
    offersFailed(state) {
      state.offers.status = 'failed';
    },
    roundsRequested(state) {
      state.rounds.status = 'pending';
    },
    roundsLoaded(state, action: PayloadAction<{ items: CasinoRound[] }>) {
      state.rounds = { status: 'loaded', items: action.payload.items };
    },
    roundsFailed(state) {
      state.rounds.status = 'failed';
    },
  },
  extraReducers: (builder) =>
    builder.addCase(casinoPlayerChanged, (state, action) => {
      if (!action.payload.signedIn) state.rounds = initialOffersState.rounds;
    }),
});

export const { offersRequested, offersLoaded, offersFailed, roundsRequested, roundsLoaded, roundsFailed } =
  offersSlice.actions;
export const offersReducer = offersSlice.reducer;
