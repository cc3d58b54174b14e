import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AccountsState {
  /** When the feature's saga started (epoch ms); null before it did. */
  startedAt: number | null;
}

export const initialAccountsState: AccountsState = { startedAt: null };

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const accountsSlice = createSlice({
  name: 'accounts',
  initialState: initialAccountsState,
  reducers: {
    /** The root saga started. */
    accountsStarted(state, action: PayloadAction<{ at: number }>) {
      state.startedAt = action.payload.at;
    },
  },
});

export const { accountsStarted } = accountsSlice.actions;
export const accountsReducer = accountsSlice.reducer;
