import type { Clock, CookieStore } from '@bet/platform';
import type { AuthHooks } from '@bet/request';
import { SIGNED_IN_COOKIE, USER_TOKEN_COOKIE } from './constants';
import { isTokenValid } from './token';

export interface AuthHooksOptions {
  cookies: CookieStore;
  clock: Clock;
  /** Fetches a new token (GET /web-api/user/gettoken?force_refresh=true, spec 02 §7). */
  fetchToken: () => Promise<string>;
}

/**
 * What only the session knows about its token, for the request layer's AuthHooks (spec 02 §4
 * "Token handling"): the stored token is the user_token cookie, valid while its exp is in the
 * future (spec 02 §5 "A token is used only if it passes a validity check"), and the ua cookie
 * says whether the browser is signed in. When to fetch a token, and how fetches are shared and
 * reused, is the request layer's one rule (`createTokenRefresher` of @bet/request); a failed
 * refresh is its `refreshFailed` event, which the session's saga turns into `sessionExpired`.
 */
export function createAuthHooks({ cookies, clock, fetchToken }: AuthHooksOptions): AuthHooks {
  return {
    storedToken: () => cookies.get(USER_TOKEN_COOKIE),
    isTokenValid: (token) => isTokenValid(token, clock.now()),
    isSignedIn: () => Boolean(cookies.get(SIGNED_IN_COOKIE)),
    fetchToken,
    now: () => clock.now(),
  };
}
