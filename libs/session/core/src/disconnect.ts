import { disconnect } from '@bet/contract';
import { SIGNED_IN_COOKIE, USER_TOKEN_COOKIE } from './constants';
import type { SessionDeps } from './session-deps';

/** Spec 02 §7 "Disconnect (fails with a message if not success)". */
export async function disconnectSession(deps: Pick<SessionDeps, 'api'>): Promise<void> {
  const answer = await deps.api.call(disconnect);
  if (!answer.success) throw new Error(answer.message ?? 'disconnect failed');
}

/** Spec 02 §4 "Logout": the ua and user_token cookies are removed. */
export function removeSessionCookies(deps: Pick<SessionDeps, 'cookies'>): void {
  deps.cookies.remove(SIGNED_IN_COOKIE);
  deps.cookies.remove(USER_TOKEN_COOKIE);
}
