import { AUTH_HEADER } from '@bet/contract';
import { isApiError } from './api-error';
import { withHeader, type Send } from './send';
import { createTokenRefresher } from './token-refresher';

export const UNAUTHORISED_STATUS = 401;

/**
 * What only the session knows about its token; the request layer owns when to fetch one and how
 * fetches are shared (token-refresher.ts).
 */
export interface AuthHooks {
  /** The token the session stores (the user_token cookie); undefined when there is none. */
  storedToken(): string | undefined;
  /** Spec 02 §4 "A stored token is valid only while its exp is in the future". */
  isTokenValid(token: string): boolean;
  /**
   * Whether the browser is signed in (the ua cookie): only then is a missing or expired token
   * replaced before a call, and a token fetched earlier still sent.
   */
  isSignedIn(): boolean;
  /** Fetches a new token (GET /web-api/user/gettoken with force_refresh, spec 02 §7). */
  fetchToken(): Promise<string>;
  /** The clock of the 60 s reuse window, injectable for tests; Date.now by default. */
  now?: () => number;
}

/**
 * Spec 02 §6/§7: the token goes in AUTH_HEADER on calls marked `auth`. Spec 02 §4 "Token
 * handling": a stored token is sent only while valid; an expired one, while signed in, is
 * replaced first by a fetched token. "Authentication failures": a 401 on such a call refreshes
 * the token and retries once; the retry's own 401 is final, so a token the server keeps refusing
 * cannot loop. Both fetches go through one refresher: never two at once, a success reused for
 * 60 s. A fetch before sending that fails sends no token and reports nothing: the server's 401
 * then refreshes again and reports once, so N failing calls give one `onRefreshFailed` (the
 * client's `refreshFailed` event).
 * Unmarked calls carry no token, so a refresh could not change their answer: their 401 is passed on.
 */
export function withAuthRetry(next: Send, hooks: AuthHooks, onRefreshFailed: (error: unknown) => void): Send {
  const refresher = createTokenRefresher({
    fetch: () => hooks.fetchToken(),
    onFailed: onRefreshFailed,
    now: hooks.now,
  });

  async function tokenToSend(): Promise<string | undefined> {
    const stored = hooks.storedToken();
    const signedIn = hooks.isSignedIn();
    // Signed out: what was fetched for the last player is neither sent nor reused for the next.
    if (!signedIn) refresher.forget();
    if (stored !== undefined && hooks.isTokenValid(stored)) return stored;
    if (!signedIn) return undefined;
    const last = refresher.last();
    if (last !== undefined && hooks.isTokenValid(last)) return last;
    try {
      const fresh = await refresher.refresh({ report: false });
      return hooks.isTokenValid(fresh) ? fresh : undefined;
    } catch {
      return undefined;
    }
  }

  return async (call, options) => {
    if (!call.auth) return next(call, options);
    const token = await tokenToSend();
    try {
      return await next(call, withHeader(options, AUTH_HEADER, token));
    } catch (error) {
      if (!isApiError(error) || error.status !== UNAUTHORISED_STATUS) throw error;
      let fresh: string;
      try {
        fresh = await refresher.refresh();
      } catch {
        // The refresh failure was reported once by the refresher; the call answers with its 401.
        throw error;
      }
      return next(call, withHeader(options, AUTH_HEADER, fresh));
    }
  };
}
