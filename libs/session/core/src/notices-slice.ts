import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded, signedIn } from './session-events';

/** One-time notices the UI shows until dismissed. */
export interface NoticesState {
  /** Spec 01 §4 "on next load a one-time auto-logoff notice appears". */
  autoLogoff: boolean;
  /** The session ended elsewhere (spec 02 §4): the player is told once. */
  sessionExpired: boolean;
}

export const initialNoticesState: NoticesState = { autoLogoff: false, sessionExpired: false };

export const noticesSlice = createSlice({
  name: 'session',
  initialState: initialNoticesState,
  reducers: {
    sessionExpiredNoticeDismissed(state) {
      state.sessionExpired = false;
    },
    /** Put at start when the last page logged the player off for inactivity (spec 01 §4). */
    autoLogoffNoticeShown(state) {
      state.autoLogoff = true;
    },
    autoLogoffNoticeDismissed(state) {
      state.autoLogoff = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state) => {
        state.sessionExpired = true;
      })
      .addCase(signedIn, (state) => {
        state.sessionExpired = false;
      });
  },
});

export const { sessionExpiredNoticeDismissed, autoLogoffNoticeShown, autoLogoffNoticeDismissed } = noticesSlice.actions;
