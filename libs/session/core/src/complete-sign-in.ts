import { put } from 'redux-saga/effects';
import type { SignedIn } from '@bet/contract';
import { isSafeReturnPath } from '@bet/platform';
import { takeReturnUrl } from './return-url';
import type { SessionDeps } from './session-deps';
import { tokenReceived, userIdChanged } from './identity-slice';
import { signedIn, type Credentials } from './session-events';

/**
 * A sign-in or registration succeeded: the user and token go in the state, then `signedIn`
 * (other features take it: the app reloads the config, cookie consent sends its time, the
 * user-data saga loads the config and accounts).
 */
export function* announceSignIn(answer: SignedIn, via: 'signIn' | 'registration', credentials?: Credentials) {
  yield put(userIdChanged({ userId: answer.userId }));
  yield put(tokenReceived({ token: answer.token }));
  yield put(signedIn({ userId: answer.userId, token: answer.token, via, ...(credentials ? { credentials } : {}) }));
}

/**
 * Spec 01 §2/§4 and §5 "Return URL read from query, decoded, reset after use": after signing in
 * the player goes to the return URL (same-site paths only), else to the route kept when the
 * authorization block opened (`authReturnTo`, read by the caller before the dialog closes), else
 * home when the current route is for guests only (user/login), else stays where they are.
 */
export function goAfterSignIn(deps: SessionDeps, kept: string | null = null): void {
  const returnUrl = takeReturnUrl(deps.location);
  if (returnUrl !== undefined) deps.navigate.to(returnUrl);
  else if (kept !== null && isSafeReturnPath(kept)) deps.navigate.to(kept);
  else if (deps.route.isGuestOnly()) deps.navigate.home();
}
