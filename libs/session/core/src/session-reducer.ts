import { combineReducers } from '@reduxjs/toolkit';
import { accountLinksSlice } from './account-links-slice';
import { authFormSlice } from './auth-form-slice';
import { captchaSlice } from './captcha-slice';
import { forgotPasswordSlice } from './forgot-password-slice';
import { identitySlice } from './identity-slice';
import { logoutSlice } from './logout-slice';
import { noticesSlice } from './notices-slice';
import { registrationSlice } from './registration-slice';
import { securitySlice } from './security-slice';
import { securityMethodsSlice } from './security-methods-slice';
import { signInSlice } from './sign-in-slice';
import { termsPollSlice } from './terms-poll-slice';
import { termsSlice } from './terms-slice';
import { userSlice } from './user-slice';

/**
 * The session's state under the one `session` key: one part per concept, each a slice of its
 * own file that takes the events it cares about. What derives from them (the session status, the
 * active account, whether an auth form is open) is in selectors.ts, not stored.
 */
export const sessionReducer = combineReducers({
  identity: identitySlice.reducer,
  logout: logoutSlice.reducer,
  authForm: authFormSlice.reducer,
  signIn: signInSlice.reducer,
  registration: registrationSlice.reducer,
  forgotPassword: forgotPasswordSlice.reducer,
  captcha: captchaSlice.reducer,
  terms: termsSlice.reducer,
  termsPoll: termsPollSlice.reducer,
  user: userSlice.reducer,
  notices: noticesSlice.reducer,
  // Issue 12: the e-mailed links' pages and the security page.
  accountLinks: accountLinksSlice.reducer,
  security: securitySlice.reducer,
  // Issue 12: the security page's protection methods (phone binding, two-step, question, e-mail auth).
  securityMethods: securityMethodsSlice.reducer,
});

export type SessionState = ReturnType<typeof sessionReducer>;

export const initialSessionState: SessionState = sessionReducer(undefined, { type: '@@session/init' });
