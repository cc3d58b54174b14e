/**
 * What the app loads on demand (issue 16), a chunk of its own: the sign-in, registration and
 * confirm-terms pages, and the session's dialogs (mounted after the first paint). Not in the
 * library's index, so a page that never needs them never loads them: `loadSessionOnDemand`.
 */
// Issue 12: the e-mailed links' pages and the security page.
export { EmailConfirmationPage, PasswordResetPage, StopNewsletterPage } from './connected/account-link-pages';
export { SecurityPage } from './connected/security-page';
export { ConfirmTermsPage } from './connected/confirm-terms-page';
export { RegistrationPage } from './connected/registration-page';
export { SessionOverlays } from './connected/session-overlays';
export { SignInPage } from './connected/sign-in-page';
