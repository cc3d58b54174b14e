import type { Clock, CookieStore } from '@bet/platform';
import type { AuthHooks } from '@bet/request';
import { SIGNED_IN_COOKIE, USER_TOKEN_COOKIE } from './constants';
import { isTokenValid } from './token';

export interface AuthHooksOptions {
  cookies: CookieStore;
  clock: Clock;
  /** Fetches a new token (GET /web-api/user/gettoken?force_refresh=true, spec 02 §7). */
  fetchToken: () => Promise<string>;
  /** A refresh after a 401 failed: the app dispatches `sessionExpired`. Called once per failure. */
  onRefreshFailed: (error: unknown) => void;
}

/**
 * The request layer's AuthHooks (spec 02 §4 "Token handling"). getToken sends the user_token
 * cookie only while it is valid (spec 02 §5 "A token is used only if it passes a validity
 * check"). An expired one, while the ua cookie says the browser is signed in, is replaced first
 * by a fetched token. Fetches are shared: getToken and refreshToken never run two at once, and
 * a fetched token is reused while valid. A getToken fetch that fails sends no token: the
 * server's 401 then goes through the request layer's shared refresh, which reports the failure
 * once (onRefreshFailed), so N failing calls give one `sessionExpired`.
 */
export function createAuthHooks({ cookies, clock, fetchToken, onRefreshFailed }: AuthHooksOptions): AuthHooks {
  let inFlight: Promise<string> | undefined;
  let fetched: string | undefined;

  function fetchShared(): Promise<string> {
    inFlight ??= fetchToken()
      .then((token) => {
        fetched = token;
        return token;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    async getToken() {
      const cookie = cookies.get(USER_TOKEN_COOKIE);
      if (isTokenValid(cookie, clock.now())) return cookie;
      if (isTokenValid(fetched, clock.now())) return fetched;
      if (!cookies.get(SIGNED_IN_COOKIE)) return undefined;
      try {
        const token = await fetchShared();
        return isTokenValid(token, clock.now()) ? token : undefined;
      } catch {
        return undefined;
      }
    },
    refreshToken: fetchShared,
    onRefreshFailed,
    now: () => clock.now(),
  };
}
