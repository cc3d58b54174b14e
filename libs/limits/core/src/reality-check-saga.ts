import { call, put, take } from 'redux-saga/effects';
import { reportRealityCheck } from '@bet/contract';
import { logoutDemanded } from '@bet/session';
import { MS_PER_MINUTE, REALITY_CHECK_REPORT_FAILED, REALITY_CHECK_STORAGE_KEY } from './constants';
import { realityCheckAnswered, realityCheckDue } from './dialogs-slice';
import { followKey } from './follow-key';
import type { LimitsDeps } from './limits-deps';
import { limitsRefreshRequested } from './load-saga';
import { selectRealityCheckMinutes } from './selectors';
import { sendLimitsCall } from './send';
import { waitUntil } from './wait-until';

function readNextShow(deps: LimitsDeps): number | null {
  try {
    const value = Number(deps.storage.getItem(REALITY_CHECK_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeNextShow(deps: LimitsDeps, at: number | null): void {
  try {
    if (at === null) deps.storage.removeItem(REALITY_CHECK_STORAGE_KEY);
    else deps.storage.setItem(REALITY_CHECK_STORAGE_KEY, String(at));
  } catch {
    // Storage refused: this tab keeps its own timer.
  }
}

/**
 * Spec 01 §4 "Reality check": the next show time lives in local storage (so the tabs share one
 * reminder and a reload keeps it), checked in chunks of at most 5 minutes (waitUntil; another tab
 * may have moved it meanwhile). A stored time further than one interval from now belongs to
 * another sign-in or another interval and is replaced by now + interval.
 */
export function* realityCheckTimer(deps: LimitsDeps, minutes: number) {
  const intervalMs = minutes * MS_PER_MINUTE;
  let nextAt = readNextShow(deps);
  const now = deps.clock.now();
  if (nextAt === null || Math.abs(nextAt - now) > intervalMs) {
    nextAt = now + intervalMs;
    writeNextShow(deps, nextAt);
  }
  for (;;) {
    const planned: number = nextAt;
    yield call(waitUntil, deps.clock, planned, () => readNextShow(deps) ?? planned);
    const shownAt = deps.clock.now();
    yield put(realityCheckDue({ shownAt }));
    const answer: ReturnType<typeof realityCheckAnswered> = yield take(realityCheckAnswered.type);
    const { action, doNotShowAgain } = answer.payload;
    // "Log out clears the timer"; "do not show again" holds for this session (decision: the next
    // sign-in starts the timer again). Otherwise the next reminder counts from the answer, not from
    // when the report comes back (a slow answer must not push it later).
    const stops = action === 'logout' || (action === 'continue' && doNotShowAgain);
    nextAt = deps.clock.now() + intervalMs;
    writeNextShow(deps, stops ? null : nextAt);
    try {
      yield call(sendLimitsCall, deps, reportRealityCheck, {
        body: {
          data: {
            attributes: { action, do_not_show_again: doNotShowAgain, popup_show_at: Math.floor(shownAt / 1000) },
          },
        },
      });
    } catch (error) {
      deps.logger.warn(REALITY_CHECK_REPORT_FAILED, error);
    }
    if (action === 'logout') {
      yield put(logoutDemanded({ reason: 'realityCheck' }));
      return;
    }
    if (stops) return;
    // "Continue without do-not-show-again re-fetches limits and restarts timer"; dismissing restarts it too.
    if (action === 'continue') yield put(limitsRefreshRequested());
  }
}

export function* realityCheckSaga(deps: LimitsDeps) {
  yield* followKey(selectRealityCheckMinutes, (minutes) => realityCheckTimer(deps, minutes));
}
