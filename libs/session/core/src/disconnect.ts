import { disconnect } from '@bet/contract';
import { ApiError, UNAUTHORISED_STATUS } from '@bet/request';
import { SIGNED_IN_COOKIE, USER_TOKEN_COOKIE } from './constants';
import type { SessionDeps } from './session-deps';

/**
 * Spec 02 §7 "Disconnect (fails with a message if not success)". A 401 is not a failure: the
 * server has ended the session already (a session limit, a self-block, the operator), which is
 * what the disconnect asks for.
 */
export async function disconnectSession(deps: Pick<SessionDeps, 'api'>): Promise<void> {
  try {
    const answer = await deps.api.call(disconnect);
    if (!answer.success) throw new Error(answer.message ?? 'disconnect failed');
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === UNAUTHORISED_STATUS) return;
    throw error;
  }
}

/** Spec 02 §4 "Logout": the ua and user_token cookies are removed. */
export function removeSessionCookies(deps: Pick<SessionDeps, 'cookies'>): void {
  deps.cookies.remove(SIGNED_IN_COOKIE);
  deps.cookies.remove(USER_TOKEN_COOKIE);
}
