import { call, delay, put, select, take } from 'redux-saga/effects';
import type { AuthConfig } from '@bet/contract';
import {
  AUTO_LOGOFF_NOTICE_STORAGE_KEY,
  INACTIVITY_THROTTLE_MS,
  LAST_ACTIVE_STORAGE_KEY,
  MS_PER_MINUTE,
} from './constants';
import { disconnectSession, removeSessionCookies } from './disconnect';
import type { StoragePort } from '@bet/platform';
import type { SessionDeps } from './session-deps';
import { autoLogoffNoticeShown } from './notices-slice';
import { whileSignedIn } from './signed-in-scope';

export const AUTO_LOGOFF_DISCONNECT_FAILED = 'Auto logoff disconnect failed';

function readNumber(storage: StoragePort, key: string): number | undefined {
  try {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: StoragePort, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Storage refused: this tab still counts its own activity (kept in memory).
  }
}

/** The inactivity timeout in ms, once the site config gives autoLogoffMinutes (spec 02 §9). */
function* waitForTimeout(deps: SessionDeps) {
  for (;;) {
    const config: AuthConfig | null = yield select(deps.selectAuthConfig);
    if (config?.autoLogoffMinutes) return config.autoLogoffMinutes * MS_PER_MINUTE;
    yield take('*');
  }
}

/**
 * Spec 01 §4 "Inactivity logoff" / spec 02 §9: while signed in and autoLogoffMinutes is set,
 * player input (throttled to one write per 100 ms) stores the last-active time in local storage,
 * which every tab shares. Opening the page or signing in counts as activity. When the timer
 * fires the stored time is read again (another tab may have been active): only a full timeout
 * without input logs the player off; otherwise the timer waits for the rest.
 */
export function* inactivityWatch(deps: SessionDeps) {
  const timeoutMs: number = yield call(waitForTimeout, deps);
  let lastHere = deps.clock.now();
  write(deps.storage, LAST_ACTIVE_STORAGE_KEY, String(lastHere));
  const unsubscribe = deps.activity.subscribe(() => {
    const now = deps.clock.now();
    if (now - lastHere < INACTIVITY_THROTTLE_MS) return;
    lastHere = now;
    write(deps.storage, LAST_ACTIVE_STORAGE_KEY, String(now));
  });
  try {
    for (;;) {
      const lastActive = Math.max(readNumber(deps.storage, LAST_ACTIVE_STORAGE_KEY) ?? 0, lastHere);
      const remaining = lastActive + timeoutMs - deps.clock.now();
      if (remaining <= 0) break;
      yield delay(remaining);
    }
  } finally {
    unsubscribe();
  }
  yield call(autoLogoff, deps);
}

/**
 * The logoff: the notice flag is stored for the next page, the session disconnected (a failure
 * is logged, the cookies go anyway), and the page reloads as a guest.
 */
export function* autoLogoff(deps: SessionDeps) {
  write(deps.storage, AUTO_LOGOFF_NOTICE_STORAGE_KEY, '1');
  try {
    yield call(disconnectSession, deps);
  } catch (error) {
    deps.logger.error(AUTO_LOGOFF_DISCONNECT_FAILED, error);
  }
  removeSessionCookies(deps);
  deps.navigate.reload();
}

/** On start: a stored flag means the last page logged the player off; the notice shows once. */
export function* autoLogoffNotice(deps: SessionDeps) {
  let flagged = false;
  try {
    flagged = deps.storage.getItem(AUTO_LOGOFF_NOTICE_STORAGE_KEY) !== null;
    if (flagged) deps.storage.removeItem(AUTO_LOGOFF_NOTICE_STORAGE_KEY);
  } catch {
    // Unreadable storage: no notice.
  }
  if (flagged) yield put(autoLogoffNoticeShown());
}

export function* inactivitySaga(deps: SessionDeps) {
  yield call(autoLogoffNotice, deps);
  yield call(whileSignedIn, inactivityWatch, deps);
}
