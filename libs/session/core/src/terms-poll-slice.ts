import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec 01 §4 "Terms" and 01 §3 global isUserTermsChanged: what the terms poll last learnt. */
export interface TermsPollState {
  /** The last answer's result: the terms changed since the player confirmed them. */
  changed: boolean;
  /** The last answer's updatedAt (seconds); null before the first answer and after a failure. */
  updatedAt: number | null;
  /** Spec 01 §4: "An alert appears when update time changes", shown until dismissed. */
  updateNotice: boolean;
}

export const initialTermsPollState: TermsPollState = { changed: false, updatedAt: null, updateNotice: false };

export const termsPollSlice = createSlice({
  name: 'termsPoll',
  initialState: initialTermsPollState,
  reducers: {
    termsStatusReceived(state, { payload }: PayloadAction<{ result: boolean; updatedAt: number }>) {
      // The first answer is the baseline: only a later change of the time is news.
      if (state.updatedAt !== null && state.updatedAt !== payload.updatedAt) state.updateNotice = true;
      state.changed = payload.result;
      state.updatedAt = payload.updatedAt;
    },
    /** Spec 02 §8 "Terms-status failure: changed set false, timestamp cleared, logged". */
    termsStatusFailed(state) {
      state.changed = false;
      state.updatedAt = null;
    },
    termsUpdateNoticeDismissed(state) {
      state.updateNotice = false;
    },
    /** Signed out: the next player starts from a new baseline. */
    termsPollStopped() {
      return initialTermsPollState;
    },
  },
});

export const { termsStatusReceived, termsStatusFailed, termsUpdateNoticeDismissed, termsPollStopped } =
  termsPollSlice.actions;
export const termsPollReducer = termsPollSlice.reducer;
