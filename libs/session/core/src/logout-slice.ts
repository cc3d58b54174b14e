import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, sessionEnded } from './session-events';

/** Spec 01 §4 "Logout: user confirms in dialog": `idle → confirming → pending → idle`. */
export type LogoutStatus = 'idle' | 'confirming' | 'pending';

const idle = (): LogoutStatus => 'idle';

export const logoutSlice = createSlice({
  name: 'session',
  initialState: 'idle' as LogoutStatus,
  reducers: {
    /** The player asked to log out: the confirmation dialog opens. */
    logoutRequested: (state) => (state === 'idle' ? 'confirming' : state),
    /** The player confirmed in the dialog: the logout saga runs. */
    logoutConfirmed: (state) => (state === 'confirming' ? 'pending' : state),
    logoutCancelled: (state) => (state === 'confirming' ? 'idle' : state),
    logoutFailed: (_state, _action: PayloadAction<{ message: string }>) => 'idle' as LogoutStatus,
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, idle).addCase(sessionEnded, idle);
  },
});

export const { logoutRequested, logoutConfirmed, logoutCancelled, logoutFailed } = logoutSlice.actions;
