import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MediaState {
  /** When the feature's saga started (epoch ms); null before it did. */
  startedAt: number | null;
}

export const initialMediaState: MediaState = { startedAt: null };

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const mediaSlice = createSlice({
  name: 'media',
  initialState: initialMediaState,
  reducers: {
    /** The root saga started. */
    mediaStarted(state, action: PayloadAction<{ at: number }>) {
      state.startedAt = action.payload.at;
    },
  },
});

export const { mediaStarted } = mediaSlice.actions;
export const mediaReducer = mediaSlice.reducer;
