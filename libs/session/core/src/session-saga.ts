import { all, call, delay, fork, put, race, retry, select, take, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import {
  PAGE_LEAVE_PAUSE_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  SESSION_LOAD_DELAY_MS,
  SIGNED_IN_COOKIE,
  USER_TOKEN_COOKIE,
} from './constants';
import { selectSession, selectTimersPaused, selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import {
  loggedOut,
  logoutConfirmed,
  logoutFailed,
  oneClickResetRequested,
  pageVisibilityChanged,
  sessionChecked,
  timersPaused,
  timersResumed,
  type SessionState,
} from './session-slice';

export const SESSION_CHECK_FAILED = 'Session check failed';
export const SESSION_LOAD_FAILED = 'fail load session';
export const LOGOUT_FAILED = 'Logout failed';

const pageShown = (action: Action) => pageVisibilityChanged.match(action) && action.payload.visible;
const pageHidden = (action: Action) => pageVisibilityChanged.match(action) && !action.payload.visible;

/** One session check: a first try and 2 retries 1500 ms apart (spec 02 §7); a failure is logged. */
export function* checkSessionOnce(deps: SessionDeps) {
  try {
    const answer: { userId: number | null } = yield retry(
      SESSION_CHECK_RETRIES + 1,
      SESSION_CHECK_RETRY_DELAY_MS,
      () => deps.checkSession(),
    );
    yield put(sessionChecked({ userId: answer.userId }));
  } catch (error) {
    deps.logger.error(SESSION_CHECK_FAILED, error);
  }
}

/**
 * Spec 02 §7 / §9: the session is checked on start and every 60 s while the page is visible.
 * While timers are paused (page-leave) nothing runs; on return a check runs at once and the
 * 60 s cadence restarts from it.
 */
export function* sessionCheckLoop(deps: SessionDeps) {
  yield call(checkSessionOnce, deps);
  for (;;) {
    const paused: boolean = yield select(selectTimersPaused);
    if (paused) {
      yield take(timersResumed.type);
      yield call(checkSessionOnce, deps);
      continue;
    }
    const { tick } = (yield race({
      tick: delay(SESSION_CHECK_INTERVAL_MS),
      pause: take(timersPaused.type),
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
    yield call(() => deps.loadSession());
  } catch (error) {
    deps.logger.error(SESSION_LOAD_FAILED, error);
  }
}

/**
 * Spec 02 §4 "Page-leave": timers pause 30 s after the page is hidden; a return within 30 s
 * changes nothing; a return after the pause resumes them (the check loop forces a refresh).
 */
export function* pageLeave() {
  for (;;) {
    yield take(pageHidden);
    const { back } = (yield race({ back: take(pageShown), away: delay(PAGE_LEAVE_PAUSE_MS) })) as {
      back?: Action;
    };
    if (back) continue;
    yield put(timersPaused());
    yield take(pageShown);
    yield put(timersResumed());
  }
}

function removeSessionCookies(deps: SessionDeps): void {
  deps.cookies.remove(SIGNED_IN_COOKIE);
  deps.cookies.remove(USER_TOKEN_COOKIE);
}

/**
 * Spec 01 §4 "Session" / spec 02 §4 "Logout", after the player confirmed: one-click flag
 * cleared, disconnect, ua and user_token removed, ban level 0, user and profile ids cleared,
 * then home when the route needs auth or carries the marker, else a reload. Not authenticated
 * locally: the cookies are just removed. Failure: logged and the page reloads.
 */
export function* logout(deps: SessionDeps) {
  const session: SessionState = yield select(selectSession);
  if (session.logout !== 'pending') return;
  if (session.userId === null) {
    removeSessionCookies(deps);
    yield put(loggedOut());
    return;
  }
  try {
    yield put(oneClickResetRequested());
    yield call(() => deps.disconnect());
    removeSessionCookies(deps);
    yield put(loggedOut());
    if (deps.route.needsAuth() || deps.route.hasLogoutMarker()) deps.navigate.home();
    else deps.navigate.reload();
  } catch (error) {
    deps.logger.error(LOGOUT_FAILED, error);
    yield put(logoutFailed({ message: error instanceof Error ? error.message : String(error) }));
    deps.navigate.reload();
  }
}

/** The root saga of the session feature. The page is taken as visible at start. */
export function* sessionSaga(deps: SessionDeps) {
  yield all([
    fork(sessionCheckLoop, deps),
    fork(sessionLoad, deps),
    fork(pageLeave),
    takeLeading(logoutConfirmed.type, logout, deps),
  ]);
}
