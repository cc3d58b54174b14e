import { call, put, select } from 'redux-saga/effects';
import { LOGOUT_HOME_MARKER } from './constants';
import { disconnectSession, removeSessionCookies } from './disconnect';
import { logoutFailed, type LogoutStatus } from './logout-slice';
import { selectLogoutStatus, selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import { loggedOut, oneClickResetRequested, type logoutDemanded } from './session-events';

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
 *
 * A session limit's logout makes no disconnect: its ping answered that the server has ended the
 * session (libs/limits/core ping-saga), so a disconnect could only answer 401 and start a token
 * refresh bound to fail. A session that ended while the disconnect was on its way (a 401 whose
 * refresh failed) has been led off an office page by `expireSession` already; going home or
 * reloading as well would move the page twice.
 */
export function* logoutSequence(deps: SessionDeps, demand?: ReturnType<typeof logoutDemanded>) {
  const userId: number | null = yield select(selectUserId);
  if (userId === null) {
    removeSessionCookies(deps);
    yield put(loggedOut());
    return;
  }
  try {
    yield put(oneClickResetRequested());
    if (demand?.payload.reason !== 'sessionLimit') yield call(disconnectSession, deps);
    const userIdNow: number | null = yield select(selectUserId);
    removeSessionCookies(deps);
    if (userIdNow === null) {
      yield put(loggedOut());
      return;
    }
    if (deps.route.needsAuth() || hasLogoutMarker(deps.location.search())) {
      // Home first, then signed out: signed out on an office page, the route guard would send the
      // visitor to sign in before the way home had loaded (spec 01 §4 says home).
      yield call(() => deps.navigate.home());
      yield put(loggedOut());
    } else {
      yield put(loggedOut());
      deps.navigate.reload();
    }
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
