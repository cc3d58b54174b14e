import { testStories } from '@bet/ui/stories-test';
import * as authDialog from './auth-dialog.stories';
import * as autoLogoffNotice from './auto-logoff-notice.stories';
import * as captchaDialog from './captcha-dialog.stories';
import * as connected from './connected/connected.stories';
import * as forgotPasswordForm from './forgot-password-form.stories';
import * as guestActions from './guest-actions.stories';
import * as logoutConfirmDialog from './logout-confirm-dialog.stories';
import * as registeredCredentials from './registered-credentials.stories';
import * as registrationForm from './registration-form.stories';
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
  LogoutConfirmDialog: logoutConfirmDialog,
  RegisteredCredentials: registeredCredentials,
  RegistrationForm: registrationForm,
  SessionExpiredNotice: sessionExpiredNotice,
  SignInForm: signInForm,
  UserBadge: userBadge,
});
