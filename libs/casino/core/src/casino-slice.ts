import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CasinoState {
  /** When the feature's saga started (epoch ms); null before it did. */
  startedAt: number | null;
}

export const initialCasinoState: CasinoState = { startedAt: null };

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const casinoSlice = createSlice({
  name: 'casino',
  initialState: initialCasinoState,
  reducers: {
    /** The root saga started. */
    casinoStarted(state, action: PayloadAction<{ at: number }>) {
      state.startedAt = action.payload.at;
    },
  },
});

export const { casinoStarted } = casinoSlice.actions;
export const casinoReducer = casinoSlice.reducer;
