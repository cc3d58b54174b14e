import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account, LoginForm, RegistrationType, SocialNetwork, UserConfig } from '@bet/contract';
import type { AuthFailure } from './auth-failure';

export type SessionStatus = 'unknown' | 'guest' | 'signedIn';
export type LogoutStatus = 'idle' | 'confirming' | 'pending';
export type AuthDialog = 'closed' | 'signIn' | 'registration' | 'forgotPassword';
/** The authorization forms that are pages of their own (spec 01 §2 user/login, registration). */
export type AuthPage = 'signIn' | 'registration';
export type RequestStatus = 'idle' | 'pending' | 'failed';

/** Spec 01 §3 "first-deposit bonus choice 0 decline, 1 sport bonus, 2 casino bonus". */
export type BonusChoice = 0 | 1 | 2;

/** What the player typed in one of the four login forms (spec 01 §3 "Login forms"). */
export type SignInValues =
  | { form: 'login_password' | 'login_password_two_step_code'; login: string; password: string; save: boolean }
  | { form: 'phone_password'; phoneCode: string; phone: string; password: string; save: boolean }
  | { form: 'sms'; phoneCode: string; phone: string; code: string; save: boolean };

/** What the player filled in for one of the four registration types (spec 01 §1). */
export type RegistrationValues =
  | { type: 'fast_reg'; currencyId: number; promoCode?: string; bonusChoice: BonusChoice }
  | {
      type: 'phone_reg';
      phoneCode: string;
      phone: string;
      password: string;
      currencyId: number;
      promoCode?: string;
      bonusChoice: BonusChoice;
    }
  | {
      type: 'full_reg';
      email: string;
      password: string;
      name: string;
      surname: string;
      /** yyyy-mm-dd */
      birthday: string;
      currencyId: number;
      promoCode?: string;
      bonusChoice: BonusChoice;
    }
  | { type: 'soc_reg'; network: SocialNetwork; currencyId: number; bonusChoice: BonusChoice };

export interface Credentials {
  login: string;
  password: string;
}

export interface SignInState {
  form: LoginForm;
  status: RequestStatus;
  error: AuthFailure | null;
  /** The sign-in answered twoStepRequired: the code went to `sentTo` (masked). */
  twoStep: { sentTo: string } | null;
  sms: {
    status: 'idle' | 'sending' | 'sent' | 'failed';
    /** Epoch ms before which another code may not be asked for. */
    resendAt: number | null;
    error: AuthFailure | null;
  };
}

export interface RegistrationState {
  type: RegistrationType;
  status: RequestStatus;
  error: AuthFailure | null;
  /** fast_reg: the generated login and password, shown once, until `credentialsAcknowledged`. */
  credentials: Credentials | null;
}

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
  authDialog: AuthDialog;
  /** The sign-in or registration page on screen, if any. */
  authPage: AuthPage | null;
  signIn: SignInState;
  registration: RegistrationState;
  /**
   * Spec 01 §2 "when not signed in ... the authorization block opens and the wanted route is
   * kept": where to go once the player has signed in or registered from that block.
   */
  authReturnTo: string | null;
  forgotPassword: { status: 'idle' | 'pending' | 'sent' | 'failed'; error: AuthFailure | null };
  /** The captcha dialog; `time` names the picture (`captchaImagePath(time)`). */
  captcha: { status: 'closed' | 'open' | 'validating'; time: number | null; error: AuthFailure | null };
  terms: { status: 'ok' | 'required' | 'confirming' | 'failed'; updatedAt: number | null; error: AuthFailure | null };
  user: { config: UserConfig | null; accounts: Account[] };
  videoToken: string | null;
  notices: { autoLogoff: boolean; sessionExpired: boolean };
}

const idleSms: SignInState['sms'] = { status: 'idle', resendAt: null, error: null };

export const initialSessionState: SessionState = {
  status: 'unknown',
  userId: null,
  lineProfileId: null,
  liveProfileId: null,
  banLevel: 0,
  token: null,
  logout: 'idle',
  authDialog: 'closed',
  authPage: null,
  signIn: { form: 'login_password', status: 'idle', error: null, twoStep: null, sms: idleSms },
  authReturnTo: null,
  registration: { type: 'fast_reg', status: 'idle', error: null, credentials: null },
  forgotPassword: { status: 'idle', error: null },
  captcha: { status: 'closed', time: null, error: null },
  terms: { status: 'ok', updatedAt: null, error: null },
  user: { config: null, accounts: [] },
  videoToken: null,
  notices: { autoLogoff: false, sessionExpired: false },
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

/** Spec 02 §4 "Logout": ban level 0, user id and profile ids cleared; what belonged to the user goes too. */
function clearUser(state: SessionState): void {
  state.status = 'guest';
  state.userId = null;
  state.lineProfileId = null;
  state.liveProfileId = null;
  state.banLevel = 0;
  state.token = null;
  state.logout = 'idle';
  state.user = { config: null, accounts: [] };
  state.videoToken = null;
  state.terms = initialSessionState.terms;
}

/** A fresh sign-in view: what the last attempt left is forgotten, the chosen form kept. */
function resetSignIn(state: SessionState): void {
  state.signIn.status = 'idle';
  state.signIn.error = null;
  state.signIn.twoStep = null;
  state.signIn.sms = idleSms;
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
      clearUser(state);
    },
    logoutFailed(state, _action: PayloadAction<{ message: string }>) {
      state.logout = 'idle';
    },

    // Dialogs
    signInOpened(state, { payload }: PayloadAction<{ form?: LoginForm; returnTo?: string } | undefined>) {
      state.authDialog = 'signIn';
      if (payload?.form) state.signIn.form = payload.form;
      state.authReturnTo = payload?.returnTo ?? null;
      resetSignIn(state);
    },
    registrationOpened(state, { payload }: PayloadAction<{ type?: RegistrationType } | undefined>) {
      state.authDialog = 'registration';
      if (payload?.type) state.registration.type = payload.type;
      state.registration.status = 'idle';
      state.registration.error = null;
    },
    forgotPasswordOpened(state) {
      state.authDialog = 'forgotPassword';
      state.forgotPassword = { status: 'idle', error: null };
    },
    /** The sign-in or registration page came on screen (its component mounted). */
    authPageShown(state, { payload }: PayloadAction<{ page: AuthPage }>) {
      state.authPage = payload.page;
    },
    authPageLeft(state) {
      state.authPage = null;
    },
    /** Closing the dialog also counts as having read fast_reg's credentials. */
    authDialogClosed(state) {
      state.authDialog = 'closed';
      state.authReturnTo = null;
      state.signIn.twoStep = null;
      state.registration.credentials = null;
    },

    // Sign-in
    signInFormChanged(state, { payload }: PayloadAction<{ form: LoginForm }>) {
      state.signIn.form = payload.form;
      resetSignIn(state);
    },
    signInRequested(state, _action: PayloadAction<SignInValues>) {
      state.signIn.status = 'pending';
      state.signIn.error = null;
    },
    twoStepRequired(state, { payload }: PayloadAction<{ sentTo: string }>) {
      state.signIn.status = 'idle';
      state.signIn.twoStep = { sentTo: payload.sentTo };
    },
    twoStepCodeSubmitted(state, _action: PayloadAction<{ code: string }>) {
      state.signIn.status = 'pending';
      state.signIn.error = null;
    },
    signInFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.signIn.status = 'failed';
      state.signIn.error = payload;
    },
    smsCodeRequested(state, _action: PayloadAction<{ phoneCode: string; phone: string }>) {
      state.signIn.sms.status = 'sending';
      state.signIn.sms.error = null;
    },
    smsCodeSent(state, { payload }: PayloadAction<{ resendAt: number }>) {
      state.signIn.sms = { status: 'sent', resendAt: payload.resendAt, error: null };
    },
    smsCodeFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.signIn.sms.status = 'failed';
      state.signIn.sms.error = payload;
    },

    // Registration
    registrationTypeChanged(state, { payload }: PayloadAction<{ type: RegistrationType }>) {
      state.registration.type = payload.type;
      state.registration.status = 'idle';
      state.registration.error = null;
    },
    registrationRequested(state, _action: PayloadAction<RegistrationValues>) {
      state.registration.status = 'pending';
      state.registration.error = null;
    },
    registrationFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.registration.status = 'failed';
      state.registration.error = payload;
    },
    credentialsAcknowledged(state) {
      state.registration.credentials = null;
      if (state.authDialog === 'registration') state.authDialog = 'closed';
    },

    /**
     * The one event other features take (config reload, cookie consent, ...). The dialog closes,
     * except after a fast_reg that generated credentials: they are shown until acknowledged.
     */
    signedIn(
      state,
      {
        payload,
      }: PayloadAction<{ userId: number; token: string; via: 'signIn' | 'registration'; credentials?: Credentials }>,
    ) {
      resetSignIn(state);
      state.registration.status = 'idle';
      state.registration.error = null;
      state.registration.credentials = payload.credentials ?? null;
      state.authDialog = payload.credentials ? 'registration' : 'closed';
      state.notices.sessionExpired = false;
      // The sagas read the kept route before announcing the sign-in; it is used once.
      state.authReturnTo = null;
    },

    // Forgot password
    forgotPasswordRequested(state, _action: PayloadAction<{ login: string }>) {
      state.forgotPassword = { status: 'pending', error: null };
    },
    forgotPasswordSent(state) {
      state.forgotPassword = { status: 'sent', error: null };
    },
    forgotPasswordFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.forgotPassword = { status: 'failed', error: payload };
    },

    // Captcha
    /** Put by the captcha saga when a challenge comes: the dialog opens, the picture not yet loaded. */
    captchaOpened(state) {
      state.captcha = { status: 'open', time: null, error: null };
    },
    captchaPictureLoaded(state, { payload }: PayloadAction<{ time: number }>) {
      state.captcha.time = payload.time;
    },
    captchaAnswerSubmitted(state, _action: PayloadAction<{ answer: string }>) {
      if (state.captcha.status === 'open') state.captcha.status = 'validating';
    },
    /** A wrong answer (validation type 1): the message shows, a new picture follows. */
    captchaRejected(state, { payload }: PayloadAction<AuthFailure>) {
      state.captcha.status = 'open';
      state.captcha.error = payload;
    },
    captchaCancelled(state) {
      state.captcha = { status: 'closed', time: null, error: null };
    },
    /** Put by the captcha saga when the challenge ended (solved, logged out). */
    captchaClosed(state) {
      state.captcha = { status: 'closed', time: null, error: null };
    },

    // Terms
    termsRequired(state) {
      if (state.terms.status !== 'confirming') state.terms.status = 'required';
    },
    termsConfirmRequested(state) {
      state.terms.status = 'confirming';
      state.terms.error = null;
    },
    termsConfirmed(state, { payload }: PayloadAction<{ updatedAt: number }>) {
      state.terms = { status: 'ok', updatedAt: payload.updatedAt, error: null };
    },
    termsConfirmFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.terms.status = 'failed';
      state.terms.error = payload;
    },

    // Session end notices
    /** Put by the session-expired saga: the user is gone and the player is told once. */
    sessionEnded(state) {
      clearUser(state);
      state.notices.sessionExpired = true;
    },
    sessionExpiredNoticeDismissed(state) {
      state.notices.sessionExpired = false;
    },
    /** Put at start when the last page logged the player off for inactivity (spec 01 §4). */
    autoLogoffNoticeShown(state) {
      state.notices.autoLogoff = true;
    },
    autoLogoffNoticeDismissed(state) {
      state.notices.autoLogoff = false;
    },

    // User data
    userDataLoaded(state, { payload }: PayloadAction<{ config: UserConfig; accounts: Account[] }>) {
      state.user = { config: payload.config, accounts: payload.accounts };
    },
    videoTokenReceived(state, { payload }: PayloadAction<{ token: string }>) {
      state.videoToken = payload.token;
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
  signInOpened,
  registrationOpened,
  forgotPasswordOpened,
  authPageShown,
  authPageLeft,
  authDialogClosed,
  signInFormChanged,
  signInRequested,
  twoStepRequired,
  twoStepCodeSubmitted,
  signInFailed,
  smsCodeRequested,
  smsCodeSent,
  smsCodeFailed,
  registrationTypeChanged,
  registrationRequested,
  registrationFailed,
  credentialsAcknowledged,
  signedIn,
  forgotPasswordRequested,
  forgotPasswordSent,
  forgotPasswordFailed,
  captchaOpened,
  captchaPictureLoaded,
  captchaAnswerSubmitted,
  captchaRejected,
  captchaCancelled,
  captchaClosed,
  termsRequired,
  termsConfirmRequested,
  termsConfirmed,
  termsConfirmFailed,
  sessionEnded,
  sessionExpiredNoticeDismissed,
  autoLogoffNoticeShown,
  autoLogoffNoticeDismissed,
  userDataLoaded,
  videoTokenReceived,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;

/** Spec 01 §4 "Session": logout clears the one-click flag; the coupon feature takes this. */
export const oneClickResetRequested = createAction('session/oneClickResetRequested');
/**
 * The session ended elsewhere: a token refresh failed (the request layer's `refreshFailed`
 * event, request-events-saga.ts) or a session check answered guest while signed in. The saga acts on
 * it once; repeats while already signed out do nothing.
 */
export const sessionExpired = createAction('session/sessionExpired');
/** The player asked for another captcha picture. */
export const captchaRefreshRequested = createAction('session/captchaRefreshRequested');
/**
 * Something invites the visitor to register (spec 01 §4 the registration reminder, bridged by the
 * app): the session opens registration as a dialog or on its page, as the auth settings say.
 */
export const registrationSuggested = createAction('session/registrationSuggested');
/** Reload the user config and accounts (after a change in the office, say). */
export const userDataRequested = createAction('session/userDataRequested');
