import { all, call, delay, fork, put, race, retry, select, take, takeLeading } from 'redux-saga/effects';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import { fetchUserId, loadSession } from '@bet/contract';
import { accountFlowsSaga } from './account-flows-saga';
import { securityMethodsSaga } from './security-methods-saga';
import { captchaSaga } from './captcha-saga';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  SESSION_LOAD_DELAY_MS,
} from './constants';
import { forgotPasswordFlag } from './forgot-password-flag';
import { inactivitySaga } from './inactivity-saga';
import { logout, logoutSequence } from './logout-saga';
import { registrationSaga } from './registration-saga';
import { requestEventsSaga } from './request-events-saga';
import { selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import { sessionExpiredSaga } from './session-expired-saga';
import { sessionChecked } from './identity-slice';
import { logoutConfirmed } from './logout-slice';
import { logoutDemanded, sessionExpired } from './session-events';
import { signInSaga } from './sign-in-saga';
import { termsSaga } from './terms-saga';
import { termsPollSaga } from './terms-poll-saga';
import { secureDataSaga } from './secure-data-saga';
import { userDataSaga } from './user-data-saga';
import { videoTokenSaga } from './video-token-saga';

export { LOGOUT_FAILED, logout, logoutSequence } from './logout-saga';

export const SESSION_CHECK_FAILED = 'Session check failed';
export const SESSION_LOAD_FAILED = 'fail load session';

/**
 * One session check (fetchUserId): a first try and 2 retries 1500 ms apart (spec 02 §7); a
 * failure is logged. A guest answer while signed in means the session ended elsewhere:
 * `sessionExpired`. An answer that comes after a sign-in or logout made during the check is
 * stale and dropped, so it cannot log out a player who has just signed in.
 */
export function* checkSessionOnce(deps: SessionDeps) {
  try {
    const before: number | null = yield select(selectUserId);
    const answer: { user_id: number | null } = yield retry(
      SESSION_CHECK_RETRIES + 1,
      SESSION_CHECK_RETRY_DELAY_MS,
      () => deps.api.call(fetchUserId),
    );
    const after: number | null = yield select(selectUserId);
    if (after !== before) return;
    if (before !== null && answer.user_id === null) {
      yield put(sessionExpired());
      return;
    }
    yield put(sessionChecked({ userId: answer.user_id }));
  } catch (error) {
    deps.logger.error(SESSION_CHECK_FAILED, error);
  }
}

/**
 * Spec 02 §7 / §9: the session is checked on start and every 60 s while the page is visible.
 * While the page is away (`pageLeft` of @bet/platform) nothing runs; on return a check runs at once and the
 * 60 s cadence restarts from it.
 */
export function* sessionCheckLoop(deps: SessionDeps) {
  yield call(checkSessionOnce, deps);
  for (;;) {
    const paused: boolean = yield select(selectIsPageAway);
    if (paused) {
      yield take(pageReturned.type);
      yield call(checkSessionOnce, deps);
      continue;
    }
    const { tick } = (yield race({
      tick: delay(SESSION_CHECK_INTERVAL_MS),
      pause: take(pageLeft.type),
    })) as { tick?: true };
    if (tick) yield call(checkSessionOnce, deps);
  }
}

/** Spec 02 §7 / §9: GET /web-api/session once, 8 s after start, if no session is present then. */
export function* sessionLoad(deps: SessionDeps) {
  yield delay(SESSION_LOAD_DELAY_MS);
  const userId: number | null = yield select(selectUserId);
  if (userId !== null) return;
  try {
    yield call(() => deps.api.call(loadSession));
  } catch (error) {
    deps.logger.error(SESSION_LOAD_FAILED, error);
  }
}

/**
 * The root saga of the session feature. The page is taken as visible at start. The watchers
 * that react to the first check's answer start before the check loop.
 */
export function* sessionSaga(deps: SessionDeps) {
  yield all([
    fork(requestEventsSaga, deps),
    fork(sessionExpiredSaga, deps),
    fork(userDataSaga, deps),
    fork(forgotPasswordFlag, deps),
    fork(signInSaga, deps),
    fork(registrationSaga, deps),
    fork(captchaSaga, deps),
    fork(termsSaga, deps),
    fork(termsPollSaga, deps),
    fork(inactivitySaga, deps),
    fork(videoTokenSaga, deps),
    fork(secureDataSaga, deps),
    fork(accountFlowsSaga, deps),
    fork(securityMethodsSaga, deps),
    fork(sessionCheckLoop, deps),
    fork(sessionLoad, deps),
    takeLeading(logoutConfirmed.type, logout, deps),
    takeLeading(logoutDemanded.type, logoutSequence, deps),
  ]);
}
