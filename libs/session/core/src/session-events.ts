import { createAction } from '@reduxjs/toolkit';
import type { LoginForm, RegistrationType } from '@bet/contract';

/*
 * The session's events that more than one part of its state takes (the sub-slices react to them
 * in their extraReducers), and those no part of the state keeps. Events only one part takes are
 * that part's own reducers, in its slice file.
 */

/** fast_reg's generated login and password, shown once. */
export interface Credentials {
  login: string;
  password: string;
}

/** The authorization forms that are pages of their own (spec 01 §2 user/login, registration). */
export type AuthPage = 'signIn' | 'registration';

// The authorization block (spec 01 §2): its dialog and its pages.

/** The sign-in dialog opened; `returnTo` is the route kept for after the sign-in. */
export const signInOpened = createAction<{ form?: LoginForm; returnTo?: string } | undefined>('session/signInOpened');
export const registrationOpened = createAction<{ type?: RegistrationType } | undefined>('session/registrationOpened');
export const forgotPasswordOpened = createAction('session/forgotPasswordOpened');
/** Closing the dialog also counts as having read fast_reg's credentials. */
export const authDialogClosed = createAction('session/authDialogClosed');
/** The player has read fast_reg's credentials: they go, and the registration dialog closes. */
export const credentialsAcknowledged = createAction('session/credentialsAcknowledged');
/** The sign-in or registration page came on screen (its component mounted). */
export const authPageShown = createAction<{ page: AuthPage }>('session/authPageShown');
export const authPageLeft = createAction('session/authPageLeft');
/**
 * Something invites the visitor to register (spec 01 §4 the registration reminder, bridged by the
 * app): the session opens registration as a dialog or on its page, as the auth settings say.
 */
export const registrationSuggested = createAction('session/registrationSuggested');

// Signing in and out.

/**
 * **The** event of a sign-in, which other features take (config reload, cookie consent, ...).
 * The dialog closes, except after a fast_reg that generated credentials: they are shown until
 * acknowledged.
 */
export const signedIn = createAction<{
  userId: number;
  token: string;
  via: 'signIn' | 'registration';
  credentials?: Credentials;
}>('session/signedIn');
/** Spec 02 §4 "Logout": ban level 0, user id and profile ids cleared, what belonged to the user too. */
export const loggedOut = createAction('session/loggedOut');
/**
 * A feature ends the session without the confirm dialog (responsible gaming: the reality check's
 * log out, the session-limit notice, a self-block): the logout sequence runs as after a confirm.
 */
export const logoutDemanded = createAction<{ reason: 'realityCheck' | 'sessionLimit' | 'selfBlock' }>(
  'session/logoutDemanded',
);
/** Put by the session-expired saga: logged out as by `loggedOut`, and the player is told once. */
export const sessionEnded = createAction('session/sessionEnded');
/**
 * The session ended elsewhere: a token refresh failed (the request layer's `refreshFailed`
 * event, request-events-saga.ts) or a session check answered guest while signed in. The saga acts
 * on it once; repeats while already signed out do nothing.
 */
export const sessionExpired = createAction('session/sessionExpired');
/** Spec 01 §4 "Session": logout clears the one-click flag; the coupon feature takes this. */
export const oneClickResetRequested = createAction('session/oneClickResetRequested');
/** Reload the user config and accounts (after a change in the office, say). */
export const userDataRequested = createAction('session/userDataRequested');
