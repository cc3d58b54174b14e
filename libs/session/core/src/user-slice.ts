import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserConfig } from '@bet/contract';
import { loggedOut, sessionEnded } from './session-events';

/**
 * What the server says about the signed-in user (spec 01 §3 "User config"). The accounts are
 * @bet/accounts' (libs/accounts/core).
 */
export interface UserState {
  config: UserConfig | null;
  /** Spec 02 §7: the user video token, null when signed out. */
  videoToken: string | null;
}

export const initialUserState: UserState = { config: null, videoToken: null };

export const userSlice = createSlice({
  name: 'session',
  initialState: initialUserState,
  reducers: {
    userDataLoaded(state, { payload }: PayloadAction<{ config: UserConfig }>) {
      state.config = payload.config;
    },
    videoTokenReceived(state, { payload }: PayloadAction<{ token: string }>) {
      state.videoToken = payload.token;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialUserState).addCase(sessionEnded, () => initialUserState);
  },
});

export const { userDataLoaded, videoTokenReceived } = userSlice.actions;
