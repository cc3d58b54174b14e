export {
  AUTO_LOGOFF_NOTICE_STORAGE_KEY,
  FORGOT_PASSWORD_FLAG,
  INACTIVITY_THROTTLE_MS,
  LAST_ACTIVE_STORAGE_KEY,
  LOGOUT_HOME_MARKER,
  MS_PER_MINUTE,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  SESSION_LOAD_DELAY_MS,
  SIGNED_IN_COOKIE,
  USER_TOKEN_COOKIE,
  VIDEO_TOKEN_REFRESH_MS,
} from './constants';
export { toAuthFailure } from './auth-failure';
export type { AuthFailure, RequestStatus } from './auth-failure';
export { createAuthHooks } from './auth-hooks';
export { requestEventChannel, requestEventsSaga } from './request-events-saga';
export type { SessionRequestEvent } from './request-events-saga';
export type { AuthHooksOptions } from './auth-hooks';
export { createCaptchaBridge } from './captcha-bridge';
export type { CaptchaBridge, CaptchaRequest } from './captcha-bridge';
export { CAPTCHA_WRONG_CODE, captchaSaga, runCaptchaChallenge } from './captcha-saga';
export { disconnectSession, removeSessionCookies } from './disconnect';
export {
  createFingerprintProvider,
  FINGERPRINT_INCORRECT_RESPONSE,
  FINGERPRINT_STORAGE_KEY,
} from './fingerprint-provider';
export type { FingerprintProviderOptions } from './fingerprint-provider';
export { collectDeviceComponents } from './device-components';
export type { DeviceWindow } from './device-components';
export { forgotPasswordFlag } from './forgot-password-flag';
export { AUTO_LOGOFF_DISCONNECT_FAILED, autoLogoff, inactivitySaga, inactivityWatch } from './inactivity-saga';
export { normalisePhoneCode, phoneDigits } from './phone';
export {
  NO_COUNTRY,
  openSuggestedRegistration,
  registration,
  registrationSaga,
  UNKNOWN_REGISTRATION_TYPE,
} from './registration-saga';
export { RETURN_URL_PARAM, takeReturnUrl } from './return-url';
export {
  selectAuthReturnTo,
  selectAuthDialog,
  selectBanLevel,
  selectCaptcha,
  selectDisplayName,
  selectForgotPassword,
  selectIsAuthenticated,
  selectIsAuthFormOpen,
  selectLogoutStatus,
  selectNotices,
  selectRegistration,
  selectSession,
  selectSessionStatus,
  selectSignIn,
  selectTermsChanged,
  selectTerms,
  selectTermsUpdateNotice,
  selectToken,
  selectUserConfig,
  selectUserId,
  selectVideoToken,
} from './selectors';
export type { SessionStatus, WithSession } from './selectors';
export type { FingerprintPort, SessionDeps } from './session-deps';
export { GRANT_COOKIE, SECURE_DATA_FAILED, secureDataLoop, secureDataSaga } from './secure-data-saga';
export { expireSession, sessionExpiredSaga } from './session-expired-saga';
export {
  checkSessionOnce,
  LOGOUT_FAILED,
  logout,
  logoutSequence,
  SESSION_CHECK_FAILED,
  SESSION_LOAD_FAILED,
  sessionCheckLoop,
  sessionLoad,
  sessionSaga,
} from './session-saga';
// The state: one slice per concept under `session` (session-reducer.ts), and the shared events.
export {
  authDialogClosed,
  authPageLeft,
  authPageShown,
  credentialsAcknowledged,
  forgotPasswordOpened,
  loggedOut,
  logoutDemanded,
  oneClickResetRequested,
  registrationOpened,
  registrationSuggested,
  sessionEnded,
  sessionExpired,
  signedIn,
  signInOpened,
  userDataRequested,
} from './session-events';
export type { AuthPage, Credentials } from './session-events';
export { initialSessionState, sessionReducer } from './session-reducer';
export type { SessionState } from './session-reducer';
export { authFormSlice, initialAuthFormState } from './auth-form-slice';
export type { AuthDialog, AuthFormState } from './auth-form-slice';
export {
  captchaAnswerSubmitted,
  captchaCancelled,
  captchaClosed,
  captchaOpened,
  captchaPictureLoaded,
  captchaRefreshRequested,
  captchaRejected,
  captchaSlice,
  initialCaptchaState,
} from './captcha-slice';
export type { CaptchaState } from './captcha-slice';
export {
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSent,
  forgotPasswordSlice,
  initialForgotPasswordState,
} from './forgot-password-slice';
export type { ForgotPasswordState } from './forgot-password-slice';
export {
  banLevelChanged,
  identitySlice,
  initialIdentityState,
  profileIdsReceived,
  sessionChecked,
  tokenReceived,
  userIdChanged,
} from './identity-slice';
export type { IdentityState } from './identity-slice';
export { logoutCancelled, logoutConfirmed, logoutFailed, logoutRequested, logoutSlice } from './logout-slice';
export type { LogoutStatus } from './logout-slice';
export {
  autoLogoffNoticeDismissed,
  autoLogoffNoticeShown,
  initialNoticesState,
  noticesSlice,
  sessionExpiredNoticeDismissed,
} from './notices-slice';
export type { NoticesState } from './notices-slice';
export {
  initialRegistrationState,
  registrationFailed,
  registrationRequested,
  registrationSlice,
  registrationTypeChanged,
} from './registration-slice';
export type { BonusChoice, RegistrationState, RegistrationValues } from './registration-slice';
export {
  initialSignInState,
  signInFailed,
  signInFormChanged,
  signInRequested,
  signInSlice,
  smsCodeFailed,
  smsCodeRequested,
  smsCodeSent,
  twoStepCodeSubmitted,
  twoStepRequired,
} from './sign-in-slice';
export type { SignInState, SignInValues } from './sign-in-slice';
export {
  initialTermsState,
  termsConfirmed,
  termsConfirmFailed,
  termsConfirmRequested,
  termsRequired,
  termsSlice,
} from './terms-slice';
export type { TermsState } from './terms-slice';
export { initialUserState, userDataLoaded, userSlice, videoTokenReceived } from './user-slice';
export type { UserState } from './user-slice';
export { signIn, signInSaga, submitTwoStepCode } from './sign-in-saga';
export { whileSignedIn } from './signed-in-scope';
export { confirmCurrentTerms, termsRedirect, termsSaga } from './terms-saga';
export {
  checkTermsOnce,
  TERMS_POLL_INTERVAL_MS,
  TERMS_STATUS_FAILED,
  termsPollLoop,
  termsPollSaga,
} from './terms-poll-saga';
export {
  initialTermsPollState,
  termsPollSlice,
  termsPollStopped,
  termsStatusFailed,
  termsStatusReceived,
  termsUpdateNoticeDismissed,
} from './terms-poll-slice';
export type { TermsPollState } from './terms-poll-slice';
export { isTokenValid, tokenExpiry } from './token';
export { loadUserData, USER_DATA_FAILED, userDataSaga } from './user-data-saga';
export { VIDEO_TOKEN_FAILED, videoTokenLoop, videoTokenSaga } from './video-token-saga';
// Issue 12: the account flows (password reset, e-mail confirmation, stop newsletter) and the security page.
export {
  accountFlowsSaga,
  EMAIL_LINK_TYPE,
  askEmailConfirmation,
  checkResetLink,
  loadSecurity,
  savePasswordChange,
  submitPasswordReset,
} from './account-flows-saga';
export {
  accountLinksSlice,
  emailConfirmationAnswered,
  emailConfirmationFailed,
  emailConfirmationLinkOpened,
  initialAccountLinksState,
  newsletterStopAnswered,
  newsletterStopFailed,
  newsletterStopLinkOpened,
  passwordResetAnswered,
  passwordResetCheckFailed,
  passwordResetLinkChecked,
  passwordResetLinkOpened,
  passwordResetSaveFailed,
  passwordResetSubmitted,
} from './account-links-slice';
export type {
  AccountLinksState,
  EmailConfirmationOutcome,
  LinkActionState,
  LinkRefusal,
  NewsletterOutcome,
  PasswordResetState,
} from './account-links-slice';
export { newPasswordProblems } from './password-rules';
export type { NewPasswordFields, NewPasswordProblems, PasswordMessage } from './password-rules';
export { protectionBand } from './protection-level';
export type { ProtectionBand } from './protection-level';
export {
  selectEmailConfirmation,
  selectEmailConfirmationRequest,
  selectNewsletterStop,
  selectPasswordChange,
  selectPasswordReset,
  selectSecurityFacts,
} from './selectors';
export {
  accountSecurityFailed,
  accountSecurityLoaded,
  emailConfirmationLinkRequested,
  emailConfirmationRequestAnswered,
  initialSecurityState,
  passwordChangeAnswered,
  passwordChangeRequested,
  securityPageOpened,
  securitySlice,
} from './security-slice';
export type { AccountSecurity, PasswordChangeValues, SecurityState } from './security-slice';
// Issue 12: the security page's protection methods (phone binding, two-step, security question, e-mail auth).
export {
  emailAuthChangeAnswered,
  emailAuthChangeRequested,
  initialSecurityMethodsState,
  phoneBindingAnswered,
  phoneBindingCodeAnswered,
  phoneBindingCodeRequested,
  phoneBindingCodeSubmitted,
  phoneBindingRestarted,
  phoneCatalogueFailed,
  phoneCatalogueLoaded,
  securityMethodsSlice,
  securityQuestionSaveAnswered,
  securityQuestionSaveRequested,
  twoStepChangeAnswered,
  twoStepChangeRequested,
} from './security-methods-slice';
export type { MethodSave, PhoneTarget, SecurityMethodsState } from './security-methods-slice';
export {
  changeEmailAuth,
  changeTwoStep,
  confirmBinding,
  loadPhoneCatalogue,
  saveSecurityQuestion,
  securityMethodsSaga,
  sendBindingCode,
} from './security-methods-saga';
export { officeSave, TOO_MANY_ATTEMPTS_KEY } from './office-save';
export type { OfficeSaveResult } from './office-save';
export {
  selectEmailAuthChange,
  selectPhoneBinding,
  selectSecurityMethods,
  selectPhoneCatalogue,
  selectSecurityQuestionSave,
  selectTwoStepChange,
} from './selectors';
