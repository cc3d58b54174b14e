import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, sessionEnded } from './session-events';

/** Who the player is, as the session checks and sign-ins tell. */
export interface IdentityState {
  /** False until the first session check answers (the session status is 'unknown' till then). */
  known: boolean;
  userId: number | null;
  lineProfileId: number | null;
  liveProfileId: number | null;
  /** 0 unless banned; from the user config. */
  banLevel: number;
  /** The token the sign-in answered (check it with `isTokenValid`). */
  token: string | null;
}

export const initialIdentityState: IdentityState = {
  known: false,
  userId: null,
  lineProfileId: null,
  liveProfileId: null,
  banLevel: 0,
  token: null,
};

/** Spec 01 §4 "Session": a different user id resets the profile ids. */
function setUserId(state: IdentityState, userId: number | null): void {
  if (state.userId !== userId) {
    state.lineProfileId = null;
    state.liveProfileId = null;
  }
  state.userId = userId;
  state.known = true;
}

/** Spec 02 §4 "Logout": ban level 0, user id and profile ids cleared (the token too). */
const signedOut = (): IdentityState => ({ ...initialIdentityState, known: true });

export const identitySlice = createSlice({
  name: 'session',
  initialState: initialIdentityState,
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
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, signedOut).addCase(sessionEnded, signedOut);
  },
});

export const { sessionChecked, userIdChanged, profileIdsReceived, banLevelChanged, tokenReceived } =
  identitySlice.actions;
