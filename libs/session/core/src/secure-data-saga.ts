import { call, delay } from 'redux-saga/effects';
import { getSecureData, GGRU_COOKIE, GRANT_COOKIE_MAX_AGE_S } from '@bet/contract';
import type { SessionDeps } from './session-deps';
import { whileSignedIn } from './signed-in-scope';

/** Spec 02 §8 "Logged only: secure data read failure (empty data is an error)". */
export const SECURE_DATA_FAILED = 'Secure data read failure';

/**
 * The grant's cookie. Spec 02 §3 says the grant key is "tied to a cookie id" without naming the
 * cookie; ours carries both, `cookieId:key`.
 */
export const GRANT_COOKIE = 'grant';

/**
 * Spec 02 §7 "Secure-data fetch: answer holds ggru and grant key; ggru stored in a cookie, grant
 * in a cookie with 30 min lifetime". Read once signed in and again as the grant runs out, so a
 * signed-in player always holds a live grant. An empty or malformed answer fails the contract
 * check, which is logged like any failure; the next attempt comes at the next renewal.
 */
export function* secureDataLoop(deps: SessionDeps) {
  for (;;) {
    try {
      const { ggru, grant }: { ggru: string; grant: { cookieId: string; key: string } } = yield call(() =>
        deps.api.call(getSecureData),
      );
      deps.cookies.set(GGRU_COOKIE, ggru);
      deps.cookies.set(GRANT_COOKIE, `${grant.cookieId}:${grant.key}`, { maxAgeSeconds: GRANT_COOKIE_MAX_AGE_S });
    } catch (error) {
      deps.logger.error(SECURE_DATA_FAILED, error);
    }
    // Renewed a minute before the grant cookie would expire.
    yield delay((GRANT_COOKIE_MAX_AGE_S - 60) * 1000);
  }
}

export function* secureDataSaga(deps: SessionDeps) {
  yield call(whileSignedIn, secureDataLoop, deps);
}
