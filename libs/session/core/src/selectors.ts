import { createSelector } from 'reselect';
import type { SessionState } from './session-reducer';

export interface WithSession {
  session: SessionState;
}

/** 'unknown' until the first session check answers, then 'guest' or 'signedIn'. */
export type SessionStatus = 'unknown' | 'guest' | 'signedIn';

export const selectSession = (state: WithSession): SessionState => state.session;

// Who the player is.
export const selectUserId = (state: WithSession) => state.session.identity.userId;
export const selectIsAuthenticated = (state: WithSession) => state.session.identity.userId !== null;
export const selectSessionStatus = (state: WithSession): SessionStatus => {
  const { known, userId } = state.session.identity;
  if (!known) return 'unknown';
  return userId === null ? 'guest' : 'signedIn';
};
export const selectBanLevel = (state: WithSession) => state.session.identity.banLevel;
export const selectToken = (state: WithSession) => state.session.identity.token;
export const selectLogoutStatus = (state: WithSession) => state.session.logout;

// The authorization block.
export const selectAuthDialog = (state: WithSession) => state.session.authForm.dialog;
/** The route kept when the authorization block opened (spec 01 §2). */
export const selectAuthReturnTo = (state: WithSession) => state.session.authForm.returnTo;
/**
 * Spec 01 §4 "if no auth form ... is open": a sign-in or registration form is on screen, as the
 * dialog or as its page.
 */
export const selectIsAuthFormOpen = (state: WithSession) =>
  state.session.authForm.dialog !== 'closed' || state.session.authForm.page !== null;
export const selectSignIn = (state: WithSession) => state.session.signIn;
export const selectRegistration = (state: WithSession) => state.session.registration;
export const selectForgotPassword = (state: WithSession) => state.session.forgotPassword;
export const selectCaptcha = (state: WithSession) => state.session.captcha;

// Terms.
export const selectTerms = (state: WithSession) => state.session.terms;
/** Spec 01 §4 "An alert appears when update time changes", shown until dismissed. */
export const selectTermsUpdateNotice = (state: WithSession) => state.session.termsPoll.updateNotice;
/** Spec 01 §3 global isUserTermsChanged, as the terms poll last learnt it. */
export const selectTermsChanged = (state: WithSession) => state.session.termsPoll.changed;

// The user's data.
export const selectUserConfig = (state: WithSession) => state.session.user.config;
export const selectVideoToken = (state: WithSession) => state.session.user.videoToken;
export const selectNotices = (state: WithSession) => state.session.notices;

/** The name the header shows: the config's user_name, null when there is none. */
export const selectDisplayName = createSelector([selectUserConfig], (config): string | null => {
  const name = config?.user_name.trim();
  return name ? name : null;
});

// Issue 12: the e-mailed links' pages and the security page.
export const selectPasswordReset = (state: WithSession) => state.session.accountLinks.passwordReset;
export const selectEmailConfirmation = (state: WithSession) => state.session.accountLinks.emailConfirmation;
export const selectNewsletterStop = (state: WithSession) => state.session.accountLinks.newsletter;
export const selectSecurityFacts = (state: WithSession) => state.session.security.facts;
export const selectPasswordChange = (state: WithSession) => state.session.security.passwordChange;
export const selectEmailConfirmationRequest = (state: WithSession) => state.session.security.emailConfirmationRequest;
// Issue 12: the security page's protection methods.
export const selectPhoneCatalogue = (state: WithSession) => state.session.securityMethods.phoneCatalogue;
export const selectPhoneBinding = (state: WithSession) => state.session.securityMethods.phoneBinding;
export const selectTwoStepChange = (state: WithSession) => state.session.securityMethods.twoStep;
export const selectSecurityQuestionSave = (state: WithSession) => state.session.securityMethods.securityQuestion;
export const selectEmailAuthChange = (state: WithSession) => state.session.securityMethods.emailAuth;
export const selectSecurityMethods = (state: WithSession) => state.session.securityMethods;
