import { put, select, takeEvery } from 'redux-saga/effects';
import { removeSessionCookies } from './disconnect';
import { selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import { sessionEnded, sessionExpired } from './session-events';

/**
 * The session ended elsewhere (a failed token refresh, or a check answering guest while signed
 * in): the cookies go, the state is logged out, the player is told once (notices.sessionExpired)
 * and leaves a route that needs auth. Only while signed in: the first of N reports acts, the
 * others find a guest and do nothing.
 */
export function* expireSession(deps: SessionDeps) {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) return;
  removeSessionCookies(deps);
  yield put(sessionEnded());
  if (deps.route.needsAuth()) deps.navigate.home();
}

export function* sessionExpiredSaga(deps: SessionDeps) {
  yield takeEvery(sessionExpired.type, expireSession, deps);
}
