import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionStatus = 'unknown' | 'guest' | 'signedIn';
export type LogoutStatus = 'idle' | 'confirming' | 'pending';

export interface SessionState {
  /** 'unknown' until the first session check answers. */
  status: SessionStatus;
  userId: number | null;
  lineProfileId: number | null;
  liveProfileId: number | null;
  banLevel: number;
  token: string | null;
  logout: LogoutStatus;
  /** Spec 02 §4 "Page-leave": true once the page has been hidden for 30 s, until it is back. */
  timersPaused: boolean;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  userId: null,
  lineProfileId: null,
  liveProfileId: null,
  banLevel: 0,
  token: null,
  logout: 'idle',
  timersPaused: false,
};

/** Spec 01 §4 "Session": a different user id resets the profile ids. */
function setUserId(state: SessionState, userId: number | null): void {
  if (state.userId !== userId) {
    state.lineProfileId = null;
    state.liveProfileId = null;
  }
  state.userId = userId;
  state.status = userId === null ? 'guest' : 'signedIn';
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A session check answered: the user id, or null for a guest. */
    sessionChecked(state, { payload }: PayloadAction<{ userId: number | null }>) {
      setUserId(state, payload.userId);
    },
    /** The user id became known some other way (sign-in, account switch). */
    userIdChanged(state, { payload }: PayloadAction<{ userId: number | null }>) {
      setUserId(state, payload.userId);
    },
    profileIdsReceived(
      state,
      { payload }: PayloadAction<{ lineProfileId: number | null; liveProfileId: number | null }>,
    ) {
      state.lineProfileId = payload.lineProfileId;
      state.liveProfileId = payload.liveProfileId;
    },
    banLevelChanged(state, { payload }: PayloadAction<{ banLevel: number }>) {
      state.banLevel = payload.banLevel;
    },
    tokenReceived(state, { payload }: PayloadAction<{ token: string | null }>) {
      state.token = payload.token;
    },
    /** The player asked to log out: the confirmation dialog opens. */
    logoutRequested(state) {
      if (state.logout === 'idle') state.logout = 'confirming';
    },
    /** The player confirmed in the dialog: the logout saga runs. */
    logoutConfirmed(state) {
      if (state.logout === 'confirming') state.logout = 'pending';
    },
    logoutCancelled(state) {
      if (state.logout === 'confirming') state.logout = 'idle';
    },
    /** Spec 02 §4 "Logout": ban level 0, user id and profile ids cleared. */
    loggedOut(state) {
      state.status = 'guest';
      state.userId = null;
      state.lineProfileId = null;
      state.liveProfileId = null;
      state.banLevel = 0;
      state.token = null;
      state.logout = 'idle';
    },
    logoutFailed(state, _action: PayloadAction<{ message: string }>) {
      state.logout = 'idle';
    },
    /** Spec 02 §4 "Page-leave": the page has been hidden for 30 s; timers pause. */
    timersPaused(state) {
      state.timersPaused = true;
    },
    /** The player came back after a pause: timers resume with a forced refresh. */
    timersResumed(state) {
      state.timersPaused = false;
    },
  },
});

export const {
  sessionChecked,
  userIdChanged,
  profileIdsReceived,
  banLevelChanged,
  tokenReceived,
  logoutRequested,
  logoutConfirmed,
  logoutCancelled,
  loggedOut,
  logoutFailed,
  timersPaused,
  timersResumed,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;

/** The page became visible or hidden (document visibilitychange). */
export const pageVisibilityChanged = createAction<{ visible: boolean }>('session/pageVisibilityChanged');
/** Spec 01 §4 "Session": logout clears the one-click flag; the coupon feature takes this. */
export const oneClickResetRequested = createAction('session/oneClickResetRequested');
