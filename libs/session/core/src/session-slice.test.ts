import { describe, expect, it } from 'vitest';
import {
  authDialogClosed,
  authPageLeft,
  authPageShown,
  captchaAnswerSubmitted,
  captchaCancelled,
  captchaOpened,
  captchaPictureLoaded,
  credentialsAcknowledged,
  forgotPasswordOpened,
  registrationOpened,
  registrationRequested,
  sessionEnded,
  signedIn,
  signInFailed,
  signInOpened,
  signInRequested,
  termsConfirmRequested,
  termsRequired,
  userDataLoaded,
  videoTokenReceived,
  banLevelChanged,
  initialSessionState,
  loggedOut,
  logoutCancelled,
  logoutConfirmed,
  logoutFailed,
  logoutRequested,
  profileIdsReceived,
  sessionChecked,
  sessionReducer,
  tokenReceived,
  userIdChanged,
  type SessionState,
} from './session-slice';
import { selectIsAuthFormOpen } from './selectors';

const run = (...actions: Parameters<typeof sessionReducer>[1][]): SessionState =>
  actions.reduce(sessionReducer, initialSessionState);

const withProfiles = [
  userIdChanged({ userId: 7 }),
  profileIdsReceived({ lineProfileId: 11, liveProfileId: 12 }),
] as const;

describe('session slice', () => {
  it('has an auth form open as the dialog or as its page (spec 01 §4 "if no auth form ... is open")', () => {
    const open = (...actions: Parameters<typeof sessionReducer>[1][]) =>
      selectIsAuthFormOpen({ session: run(...actions) });
    expect(open()).toBe(false);
    expect(open(signInOpened({}))).toBe(true);
    expect(open(signInOpened({}), authDialogClosed())).toBe(false);
    expect(open(authPageShown({ page: 'registration' }))).toBe(true);
    expect(open(authPageShown({ page: 'signIn' }), authPageLeft())).toBe(false);
  });

  it('starts unknown, with no user, ban level 0 and logout idle', () => {
    expect(initialSessionState).toMatchObject({ status: 'unknown', userId: null, banLevel: 0, logout: 'idle' });
  });

  it('becomes signed in or guest after a session check', () => {
    expect(run(sessionChecked({ userId: 7 }))).toMatchObject({ status: 'signedIn', userId: 7 });
    expect(run(sessionChecked({ userId: null }))).toMatchObject({ status: 'guest', userId: null });
  });

  it('keeps the profile ids when the same user id comes again (spec 01 §4)', () => {
    const state = run(...withProfiles, sessionChecked({ userId: 7 }), userIdChanged({ userId: 7 }));
    expect(state).toMatchObject({ userId: 7, lineProfileId: 11, liveProfileId: 12 });
  });

  it('resets the profile ids on a different user id (spec 01 §4)', () => {
    expect(run(...withProfiles, userIdChanged({ userId: 8 }))).toMatchObject({
      userId: 8,
      lineProfileId: null,
      liveProfileId: null,
    });
    expect(run(...withProfiles, sessionChecked({ userId: null }))).toMatchObject({
      status: 'guest',
      lineProfileId: null,
      liveProfileId: null,
    });
  });

  it('goes idle → confirming → pending on request and confirmation', () => {
    expect(run(logoutRequested()).logout).toBe('confirming');
    expect(run(logoutRequested(), logoutConfirmed()).logout).toBe('pending');
  });

  it('ignores a confirmation without a request and a cancel once pending', () => {
    expect(run(logoutConfirmed()).logout).toBe('idle');
    expect(run(logoutRequested(), logoutConfirmed(), logoutCancelled()).logout).toBe('pending');
    expect(run(logoutRequested(), logoutCancelled()).logout).toBe('idle');
  });

  it('clears user, profiles, token and ban level on logout (spec 02 §4)', () => {
    const state = run(
      ...withProfiles,
      banLevelChanged({ banLevel: 53 }),
      tokenReceived({ token: 'a.b.c' }),
      logoutRequested(),
      logoutConfirmed(),
      loggedOut(),
    );
    expect(state).toEqual({ ...initialSessionState, status: 'guest' });
  });

  it('returns to idle when logout fails', () => {
    expect(run(logoutRequested(), logoutConfirmed(), logoutFailed({ message: 'x' })).logout).toBe('idle');
  });
});

const failure = { code: 'X', message: 'no', status: 400 };
const credentials = { login: '1', password: 'p' };

describe('auth dialogs', () => {
  it('opens one view at a time, with the form or type asked for', () => {
    expect(run(signInOpened({ form: 'sms' }))).toMatchObject({ authDialog: 'signIn', signIn: { form: 'sms' } });
    expect(run(signInOpened(), registrationOpened({ type: 'phone_reg' }))).toMatchObject({
      authDialog: 'registration',
      registration: { type: 'phone_reg' },
    });
    expect(run(registrationOpened(), forgotPasswordOpened()).authDialog).toBe('forgotPassword');
    expect(run(signInOpened(), authDialogClosed()).authDialog).toBe('closed');
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
      authDialog: 'closed',
      signIn: { status: 'idle' },
    });
    const withCredentials = run(
      registrationOpened(),
      registrationRequested({ type: 'fast_reg', currencyId: 1, bonusChoice: 0 }),
      signedIn({ ...base, via: 'registration', credentials }),
    );
    expect(withCredentials).toMatchObject({
      authDialog: 'registration',
      registration: { status: 'idle', credentials },
    });
    expect(sessionReducer(withCredentials, credentialsAcknowledged())).toMatchObject({
      authDialog: 'closed',
      registration: { credentials: null },
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
      userDataLoaded({ config: { user_id: 7 } as never, accounts: [] }),
      videoTokenReceived({ token: 'v' }),
      sessionEnded(),
    );
    expect(state).toMatchObject({
      status: 'guest',
      userId: null,
      user: { config: null, accounts: [] },
      videoToken: null,
      notices: { sessionExpired: true, autoLogoff: false },
    });
  });
});
