import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { authFormSlice } from './auth-form-slice';
import { captchaAnswerSubmitted, captchaCancelled, captchaOpened, captchaPictureLoaded } from './captcha-slice';
import { banLevelChanged, profileIdsReceived, sessionChecked, tokenReceived, userIdChanged } from './identity-slice';
import { logoutCancelled, logoutConfirmed, logoutFailed, logoutRequested } from './logout-slice';
import { registrationRequested } from './registration-slice';
import {
  selectAuthDialog,
  selectBanLevel,
  selectIsAuthenticated,
  selectIsAuthFormOpen,
  selectLogoutStatus,
  selectSessionStatus,
  selectToken,
  selectUserId,
  selectVideoToken,
} from './selectors';
import {
  authDialogClosed,
  authPageLeft,
  authPageShown,
  credentialsAcknowledged,
  forgotPasswordOpened,
  loggedOut,
  registrationOpened,
  sessionEnded,
  signedIn,
  signInOpened,
} from './session-events';
import { initialSessionState, sessionReducer, type SessionState } from './session-reducer';
import { signInFailed, signInRequested } from './sign-in-slice';
import { termsConfirmRequested, termsRequired } from './terms-slice';
import { userDataLoaded, videoTokenReceived } from './user-slice';
import { userConfigFixture } from './testing';

const run = (...actions: UnknownAction[]): SessionState => actions.reduce(sessionReducer, initialSessionState);
/** The state as the selectors see it. */
const of = (...actions: UnknownAction[]) => ({ session: run(...actions) });

const withProfiles = [userIdChanged({ userId: 7 }), profileIdsReceived({ lineProfileId: 11, liveProfileId: 12 })];

describe('identity and logout', () => {
  it('starts unknown, with no user, ban level 0 and logout idle', () => {
    const state = of();
    expect(selectSessionStatus(state)).toBe('unknown');
    expect(selectUserId(state)).toBeNull();
    expect(selectBanLevel(state)).toBe(0);
    expect(selectLogoutStatus(state)).toBe('idle');
  });

  it('becomes signed in or guest after a session check (the status is derived, not stored)', () => {
    expect(selectSessionStatus(of(sessionChecked({ userId: 7 })))).toBe('signedIn');
    expect(selectIsAuthenticated(of(sessionChecked({ userId: 7 })))).toBe(true);
    expect(selectSessionStatus(of(sessionChecked({ userId: null })))).toBe('guest');
  });

  it('keeps the profile ids when the same user id comes again (spec 01 §4)', () => {
    const state = run(...withProfiles, sessionChecked({ userId: 7 }), userIdChanged({ userId: 7 }));
    expect(state.identity).toMatchObject({ userId: 7, lineProfileId: 11, liveProfileId: 12 });
  });

  it('resets the profile ids on a different user id (spec 01 §4)', () => {
    expect(run(...withProfiles, userIdChanged({ userId: 8 })).identity).toMatchObject({
      userId: 8,
      lineProfileId: null,
      liveProfileId: null,
    });
    expect(run(...withProfiles, sessionChecked({ userId: null })).identity).toMatchObject({
      userId: null,
      lineProfileId: null,
      liveProfileId: null,
    });
  });

  it('goes idle → confirming → pending on request and confirmation', () => {
    expect(selectLogoutStatus(of(logoutRequested()))).toBe('confirming');
    expect(selectLogoutStatus(of(logoutRequested(), logoutConfirmed()))).toBe('pending');
  });

  it('ignores a confirmation without a request and a cancel once pending', () => {
    expect(selectLogoutStatus(of(logoutConfirmed()))).toBe('idle');
    expect(selectLogoutStatus(of(logoutRequested(), logoutConfirmed(), logoutCancelled()))).toBe('pending');
    expect(selectLogoutStatus(of(logoutRequested(), logoutCancelled()))).toBe('idle');
  });

  it('clears user, profiles, token, ban level and the user data on logout (spec 02 §4)', () => {
    const state = run(
      ...withProfiles,
      banLevelChanged({ banLevel: 53 }),
      tokenReceived({ token: 'a.b.c' }),
      userDataLoaded({ config: userConfigFixture() }),
      videoTokenReceived({ token: 'v' }),
      termsRequired(),
      logoutRequested(),
      logoutConfirmed(),
      loggedOut(),
    );
    expect(state).toEqual({ ...initialSessionState, identity: { ...initialSessionState.identity, known: true } });
    expect(selectSessionStatus({ session: state })).toBe('guest');
    expect(selectToken({ session: state })).toBeNull();
  });

  it('returns to idle when logout fails', () => {
    expect(selectLogoutStatus(of(logoutRequested(), logoutConfirmed(), logoutFailed({ message: 'x' })))).toBe('idle');
  });
});

const failure = { code: 'X', message: 'no', status: 400 };
const credentials = { login: '1', password: 'p' };

describe('the authorization block', () => {
  it('opens one view at a time, with the form or type asked for', () => {
    expect(run(signInOpened({ form: 'sms' }))).toMatchObject({
      authForm: { dialog: 'signIn' },
      signIn: { form: 'sms' },
    });
    expect(run(signInOpened(), registrationOpened({ type: 'phone_reg' }))).toMatchObject({
      authForm: { dialog: 'registration' },
      registration: { type: 'phone_reg' },
    });
    expect(selectAuthDialog(of(registrationOpened(), forgotPasswordOpened()))).toBe('forgotPassword');
    expect(selectAuthDialog(of(signInOpened(), authDialogClosed()))).toBe('closed');
  });

  it('keeps the wanted route until the dialog closes (spec 01 §2)', () => {
    expect(run(signInOpened({ returnTo: '/en/office' })).authForm.returnTo).toBe('/en/office');
    expect(run(signInOpened({ returnTo: '/en/office' }), authDialogClosed()).authForm.returnTo).toBeNull();
  });

  it('has an auth form open as the dialog or as its page (spec 01 §4 "if no auth form ... is open")', () => {
    expect(selectIsAuthFormOpen(of())).toBe(false);
    expect(selectIsAuthFormOpen(of(signInOpened()))).toBe(true);
    expect(selectIsAuthFormOpen(of(signInOpened(), authDialogClosed()))).toBe(false);
    expect(selectIsAuthFormOpen(of(authPageShown({ page: 'registration' })))).toBe(true);
    expect(selectIsAuthFormOpen(of(authPageShown({ page: 'signIn' }), authPageLeft()))).toBe(false);
  });

  it('reopening sign-in forgets the last error but keeps the chosen form', () => {
    const state = run(
      signInOpened({ form: 'phone_password' }),
      signInFailed(failure),
      authDialogClosed(),
      signInOpened(),
    );
    expect(state.signIn).toMatchObject({ form: 'phone_password', status: 'idle', error: null });
  });

  it('signedIn closes the dialog, or keeps it on fast_reg credentials until acknowledged', () => {
    const base = { userId: 7, token: 't' };
    const values = { form: 'login_password', login: 'a', password: 'b', save: false } as const;
    expect(run(signInOpened(), signInRequested(values), signedIn({ ...base, via: 'signIn' }))).toMatchObject({
      authForm: { dialog: 'closed' },
      signIn: { status: 'idle' },
    });
    const withCredentials = run(
      registrationOpened(),
      registrationRequested({ type: 'fast_reg', currencyId: 1, bonusChoice: 0 }),
      signedIn({ ...base, via: 'registration', credentials }),
    );
    expect(withCredentials).toMatchObject({
      authForm: { dialog: 'registration' },
      registration: { status: 'idle', credentials },
    });
    expect(sessionReducer(withCredentials, credentialsAcknowledged())).toMatchObject({
      authForm: { dialog: 'closed' },
      registration: { credentials: null },
    });
  });

  it('acknowledging credentials elsewhere leaves another view open', () => {
    expect(authFormSlice.reducer({ dialog: 'signIn', page: null, returnTo: null }, credentialsAcknowledged())).toEqual({
      dialog: 'signIn',
      page: null,
      returnTo: null,
    });
  });
});

describe('captcha and terms status machines', () => {
  it('captcha: closed → open → validating, and cancel closes', () => {
    expect(run(captchaAnswerSubmitted({ answer: 'x' })).captcha.status).toBe('closed');
    const validating = run(captchaOpened(), captchaPictureLoaded({ time: 5 }), captchaAnswerSubmitted({ answer: 'x' }));
    expect(validating.captcha).toEqual({ status: 'validating', time: 5, error: null });
    expect(run(captchaOpened(), captchaCancelled()).captcha.status).toBe('closed');
  });

  it('terms: a 451 while confirming does not undo the confirmation in flight', () => {
    expect(run(termsRequired()).terms.status).toBe('required');
    expect(run(termsRequired(), termsConfirmRequested(), termsRequired()).terms.status).toBe('confirming');
  });
});

describe('session end', () => {
  it('sessionEnded clears the user and what belonged to them and raises the notice', () => {
    const state = run(
      ...withProfiles,
      userDataLoaded({ config: userConfigFixture({ user_id: 7 }) }),
      videoTokenReceived({ token: 'v' }),
      sessionEnded(),
    );
    expect(selectSessionStatus({ session: state })).toBe('guest');
    expect(selectUserId({ session: state })).toBeNull();
    expect(selectVideoToken({ session: state })).toBeNull();
    expect(state).toMatchObject({
      user: { config: null },
      notices: { sessionExpired: true, autoLogoff: false },
    });
  });

  it('a sign-in takes the session-ended notice down', () => {
    expect(run(sessionEnded(), signedIn({ userId: 7, token: 't', via: 'signIn' })).notices.sessionExpired).toBe(false);
  });
});
