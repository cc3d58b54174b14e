import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LimitsState {
  /** When the feature's saga started (epoch ms); null before it did. */
  startedAt: number | null;
}

export const initialLimitsState: LimitsState = { startedAt: null };

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const limitsSlice = createSlice({
  name: 'limits',
  initialState: initialLimitsState,
  reducers: {
    /** The root saga started. */
    limitsStarted(state, action: PayloadAction<{ at: number }>) {
      state.startedAt = action.payload.at;
    },
  },
});

export const { limitsStarted } = limitsSlice.actions;
export const limitsReducer = limitsSlice.reducer;
