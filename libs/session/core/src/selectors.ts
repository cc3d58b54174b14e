import { createSelector } from 'reselect';
import { ACCOUNT_TYPES, type Account } from '@bet/contract';
import type { SessionState } from './session-slice';

export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectUserId = (state: WithSession) => state.session.userId;
export const selectIsAuthenticated = (state: WithSession) => state.session.userId !== null;
export const selectBanLevel = (state: WithSession) => state.session.banLevel;
export const selectToken = (state: WithSession) => state.session.token;
export const selectLogoutStatus = (state: WithSession) => state.session.logout;

export const selectAuthDialog = (state: WithSession) => state.session.authDialog;
/**
 * Spec 01 §4 "if no auth form ... is open": a sign-in or registration form is on screen, as the
 * dialog or as its page.
 */
export const selectIsAuthFormOpen = (state: WithSession) =>
  state.session.authDialog !== 'closed' || state.session.authPage !== null;
export const selectSignIn = (state: WithSession) => state.session.signIn;
/** The route kept when the authorization block opened (spec 01 §2). */
export const selectAuthReturnTo = (state: WithSession) => state.session.authReturnTo;
export const selectRegistration = (state: WithSession) => state.session.registration;
export const selectForgotPassword = (state: WithSession) => state.session.forgotPassword;
export const selectCaptcha = (state: WithSession) => state.session.captcha;
export const selectTerms = (state: WithSession) => state.session.terms;
export const selectUserConfig = (state: WithSession) => state.session.user.config;
export const selectAccounts = (state: WithSession) => state.session.user.accounts;
export const selectVideoToken = (state: WithSession) => state.session.videoToken;
export const selectNotices = (state: WithSession) => state.session.notices;

/** The active account, else the main one (type 0), else null (spec 01 §3 "Accounts"). */
export const selectActiveAccount = createSelector(
  [selectAccounts],
  (accounts): Account | null =>
    accounts.find((account) => account.isActive) ??
    accounts.find((account) => account.type === ACCOUNT_TYPES.main) ??
    null,
);

/** The name the header shows: the config's user_name, null when there is none. */
export const selectDisplayName = createSelector([selectUserConfig], (config): string | null => {
  const name = config?.user_name.trim();
  return name ? name : null;
});
