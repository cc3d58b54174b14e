import { AUTH_HEADER } from '@bet/contract';
import { isApiError } from './api-error';
import { withHeader, type Send } from './send';
import { createTokenRefresher } from './token-refresher';

export const UNAUTHORISED_STATUS = 401;

export interface AuthHooks {
  /** The token to send; undefined sends none (the server's 401 then starts a refresh). */
  getToken(): string | undefined | Promise<string | undefined>;
  /** Fetches a new token (for instance getToken with force_refresh) and stores it for getToken. */
  refreshToken(): Promise<string>;
  /** A refresh failed: called once for all the calls that waited for it; the app logs out. */
  onRefreshFailed(error: unknown): void;
  /** The clock of the 60 s reuse window, injectable for tests; Date.now by default. */
  now?: () => number;
}

/**
 * Spec 02 §6/§7: the token goes in AUTH_HEADER on calls marked `auth`. Spec 02 §4: a 401 on such
 * a call refreshes the token (shared, token-refresher.ts) and retries once with the new token.
 * The retry's own 401 is final, so a token the server keeps refusing cannot loop. Unmarked calls
 * carry no token, so a refresh could not change their answer: their 401 is passed on.
 */
export function withAuthRetry(next: Send, hooks: AuthHooks): Send {
  const refresher = createTokenRefresher({
    refresh: () => hooks.refreshToken(),
    onFailed: (error) => hooks.onRefreshFailed(error),
    now: hooks.now,
  });

  return async (call, options) => {
    if (!call.auth) return next(call, options);
    const token = await hooks.getToken();
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
