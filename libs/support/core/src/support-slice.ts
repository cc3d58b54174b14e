import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SupportState {
  /** When the feature's saga started (epoch ms); null before it did. */
  startedAt: number | null;
}

export const initialSupportState: SupportState = { startedAt: null };

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const supportSlice = createSlice({
  name: 'support',
  initialState: initialSupportState,
  reducers: {
    /** The root saga started. */
    supportStarted(state, action: PayloadAction<{ at: number }>) {
      state.startedAt = action.payload.at;
    },
  },
});

export const { supportStarted } = supportSlice.actions;
export const supportReducer = supportSlice.reducer;
