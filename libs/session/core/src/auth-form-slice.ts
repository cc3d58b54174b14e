import { createSlice } from '@reduxjs/toolkit';
import {
  authDialogClosed,
  authPageLeft,
  authPageShown,
  credentialsAcknowledged,
  forgotPasswordOpened,
  registrationOpened,
  signedIn,
  signInOpened,
  type AuthPage,
} from './session-events';

/** Which view of the authorization dialog is open. */
export type AuthDialog = 'closed' | 'signIn' | 'registration' | 'forgotPassword';

/** Where the authorization forms are on screen: the dialog's view, the page, the route kept. */
export interface AuthFormState {
  dialog: AuthDialog;
  /** The sign-in or registration page on screen, if any. */
  page: AuthPage | null;
  /**
   * Spec 01 §2 "when not signed in ... the authorization block opens and the wanted route is
   * kept": where to go once the player has signed in or registered from that block.
   */
  returnTo: string | null;
}

export const initialAuthFormState: AuthFormState = { dialog: 'closed', page: null, returnTo: null };

export const authFormSlice = createSlice({
  name: 'session',
  initialState: initialAuthFormState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signInOpened, (state, { payload }) => {
        state.dialog = 'signIn';
        state.returnTo = payload?.returnTo ?? null;
      })
      .addCase(registrationOpened, (state) => {
        state.dialog = 'registration';
      })
      .addCase(forgotPasswordOpened, (state) => {
        state.dialog = 'forgotPassword';
      })
      .addCase(authDialogClosed, (state) => {
        state.dialog = 'closed';
        state.returnTo = null;
      })
      .addCase(credentialsAcknowledged, (state) => {
        if (state.dialog === 'registration') state.dialog = 'closed';
      })
      .addCase(authPageShown, (state, { payload }) => {
        state.page = payload.page;
      })
      .addCase(authPageLeft, (state) => {
        state.page = null;
      })
      .addCase(signedIn, (state, { payload }) => {
        state.dialog = payload.credentials ? 'registration' : 'closed';
        // The sagas read the kept route before announcing the sign-in; it is used once.
        state.returnTo = null;
      });
  },
});
