import { call, put, select } from 'redux-saga/effects';
import { LOGOUT_HOME_MARKER } from './constants';
import { disconnectSession, removeSessionCookies } from './disconnect';
import { logoutFailed, type LogoutStatus } from './logout-slice';
import { selectLogoutStatus, selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import { loggedOut, oneClickResetRequested } from './session-events';

export const LOGOUT_FAILED = 'Logout failed';

/** Whether the address carries the go-home-on-logout marker (`LOGOUT_HOME_MARKER`). */
export function hasLogoutMarker(search: string): boolean {
  return new URLSearchParams(search).get(LOGOUT_HOME_MARKER.name) === LOGOUT_HOME_MARKER.value;
}

/**
 * Spec 01 §4 "Session" / spec 02 §4 "Logout": one-click flag cleared, disconnect, ua and
 * user_token removed, ban level 0, user and profile ids cleared, then home when the route needs
 * auth or carries the marker, else a reload. Not authenticated locally: the cookies are just
 * removed. Failure: logged and the page reloads. Runs without asking when the captcha says so.
 */
export function* logoutSequence(deps: SessionDeps) {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) {
    removeSessionCookies(deps);
    yield put(loggedOut());
    return;
  }
  try {
    yield put(oneClickResetRequested());
    yield call(disconnectSession, deps);
    removeSessionCookies(deps);
    yield put(loggedOut());
    if (deps.route.needsAuth() || hasLogoutMarker(deps.location.search())) deps.navigate.home();
    else deps.navigate.reload();
  } catch (error) {
    deps.logger.error(LOGOUT_FAILED, error);
    yield put(logoutFailed({ message: error instanceof Error ? error.message : String(error) }));
    deps.navigate.reload();
  }
}

/** After the player confirmed in the dialog (`logoutConfirmed`). */
export function* logout(deps: SessionDeps) {
  const status: LogoutStatus = yield select(selectLogoutStatus);
  if (status !== 'pending') return;
  yield call(logoutSequence, deps);
}
