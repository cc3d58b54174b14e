import { testStories } from '@bet/ui/stories-test';
import * as authDialog from './auth-dialog.stories';
import * as autoLogoffNotice from './auto-logoff-notice.stories';
import * as captchaDialog from './captcha-dialog.stories';
import * as connected from './connected/connected.stories';
import * as forgotPasswordForm from './forgot-password-form.stories';
import * as guestActions from './guest-actions.stories';
import * as linkResultView from './link-result-view.stories';
import * as logoutConfirmDialog from './logout-confirm-dialog.stories';
import * as newPasswordForm from './new-password-form.stories';
import * as officeMessageList from './office-message-list.stories';
import * as passwordResetView from './password-reset-view.stories';
import * as registeredCredentials from './registered-credentials.stories';
import * as registrationForm from './registration-form.stories';
import * as methodSwitch from './method-switch.stories';
import * as securityMethodsView from './security-methods-view.stories';
import * as securityView from './security-view.stories';
import * as sessionExpiredNotice from './session-expired-notice.stories';
import * as signInForm from './sign-in-form.stories';
import * as userBadge from './user-badge.stories';

testStories({
  AuthDialog: authDialog,
  AutoLogoffNotice: autoLogoffNotice,
  CaptchaDialog: captchaDialog,
  Connected: connected,
  ForgotPasswordForm: forgotPasswordForm,
  GuestActions: guestActions,
  LinkResultView: linkResultView,
  LogoutConfirmDialog: logoutConfirmDialog,
  NewPasswordForm: newPasswordForm,
  OfficeMessageList: officeMessageList,
  PasswordResetView: passwordResetView,
  RegisteredCredentials: registeredCredentials,
  RegistrationForm: registrationForm,
  MethodSwitch: methodSwitch,
  SecurityMethodsView: securityMethodsView,
  SecurityView: securityView,
  SessionExpiredNotice: sessionExpiredNotice,
  SignInForm: signInForm,
  UserBadge: userBadge,
});
