import type * as OnDemand from './on-demand';
export { AuthDialog } from './auth-dialog';
export type { AuthDialogProps, AuthView } from './auth-dialog';
export { AutoLogoffNotice } from './auto-logoff-notice';
export type { AutoLogoffNoticeProps } from './auto-logoff-notice';
export { CaptchaDialog } from './captcha-dialog';
export type { CaptchaDialogProps, CaptchaStatus } from './captcha-dialog';
export { ForgotPasswordForm } from './forgot-password-form';
export type { ForgotPasswordFormProps, ForgotPasswordStatus } from './forgot-password-form';
export { GuestActions } from './guest-actions';
export type { GuestActionsProps } from './guest-actions';
export { LogoutConfirmDialog } from './logout-confirm-dialog';
export type { LogoutConfirmDialogProps } from './logout-confirm-dialog';
export { isValidPhone, normalisePhoneCode, stripPhone } from './phone';
export { RegisteredCredentials } from './registered-credentials';
export type { RegisteredCredentialsProps } from './registered-credentials';
export { ageOn, RegistrationForm } from './registration-form';
export type { BonusChoice, CurrencyOption, RegistrationFormProps, RegistrationValues } from './registration-form';
export { SessionExpiredNotice } from './session-expired-notice';
export type { SessionExpiredNoticeProps } from './session-expired-notice';
export { SignInForm } from './sign-in-form';
export type {
  PhoneCodeOption,
  SignInFormProps,
  SignInStatus,
  SignInValues,
  SmsCodeRequest,
  SmsCodeState,
} from './sign-in-form';
// Issue 12: the account flows' views (props only; their connected pages load on demand).
export { LinkResultView } from './link-result-view';
export type { LinkResultViewProps } from './link-result-view';
export { NewPasswordForm } from './new-password-form';
export type { NewPasswordFormProps, NewPasswordValues } from './new-password-form';
export { OfficeMessageList } from './office-message-list';
export type { OfficeMessageListProps } from './office-message-list';
export { PasswordResetView } from './password-reset-view';
export type { PasswordResetViewProps } from './password-reset-view';
export { SecurityView } from './security-view';
export type { SecurityViewProps } from './security-view';
export { UserBadge } from './user-badge';
export type { UserBadgeProps } from './user-badge';
export { authErrorText } from './connected/auth-error-text';
export { AuthDialogHost } from './connected/auth-dialog-host';
export { CaptchaHost } from './connected/captcha-host';
export { ForgotPasswordPanel } from './connected/forgot-password-panel';
export { LogoutHost } from './connected/logout-host';
export { PHONE_CODES } from './connected/phone-codes';
export { RegistrationPanel } from './connected/registration-panel';
export { SessionHeaderActions } from './connected/session-header-actions';
export type { SessionHeaderActionsProps } from './connected/session-header-actions';
export { SessionNotices } from './connected/session-notices';
export { SignInPanel } from './connected/sign-in-panel';
export { TermsUpdateNotice } from './connected/terms-update-notice';
export type { SignInPanelProps } from './connected/sign-in-panel';
// Loaded on demand (issue 16): the pages and the dialogs, a chunk of their own (on-demand.ts).
export type SessionOnDemand = typeof OnDemand;
export const loadSessionOnDemand = (): Promise<SessionOnDemand> => import('./on-demand');
