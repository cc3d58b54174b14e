import { pageLeft, pageReturned } from '@bet/platform';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { getTermsStatus } from '@bet/contract';
import type { SessionDeps } from './session-deps';
import { termsRequired } from './terms-slice';
import { whileSignedIn } from './signed-in-scope';
import { termsPollStopped, termsStatusFailed, termsStatusReceived } from './terms-poll-slice';

/** Spec 02 §9 "Terms poll 60 s". */
export const TERMS_POLL_INTERVAL_MS = 60_000;
export const TERMS_STATUS_FAILED = 'Terms status check failed';

/** Spec 01 §2 confirm-terms: `/{lang}/confirm`. */
const CONFIRM_TERMS_PATH = /^\/[a-z]{2}\/confirm\/?$/;

/**
 * One terms check (spec 01 §4 "Terms", 02 §7 terms status): changed → termsRequired (the terms
 * saga sends the player to confirm-terms); unchanged while on that page → home. Spec 02 §6: only
 * while the site's confirm-terms option is on. Spec 02 §8: a failure sets changed false,
 * clears the timestamp and is logged.
 */
export function* checkTermsOnce(deps: SessionDeps) {
  const available: boolean = yield select(deps.selectIsConfirmTermsAvailable);
  if (!available) return;
  try {
    const status: { result: boolean; updatedAt: number } = yield call(() => deps.api.call(getTermsStatus));
    yield put(termsStatusReceived(status));
    if (status.result) yield put(termsRequired());
    else if (CONFIRM_TERMS_PATH.test(deps.location.pathname())) deps.navigate.home();
  } catch (error) {
    yield put(termsStatusFailed());
    deps.logger.error(TERMS_STATUS_FAILED, error);
  }
}

/**
 * Every 60 s from sign-in; the first check waits too, as terms pending at sign-in already
 * redirect through the 451 answers (spec 02 §4). Spec 02 §4 "Page-leave": nothing while the
 * timers are paused, a check at once on return.
 */
export function* termsPollLoop(deps: SessionDeps) {
  try {
    for (;;) {
      const { paused } = (yield race({
        tick: delay(TERMS_POLL_INTERVAL_MS),
        paused: take(pageLeft.type),
      })) as { paused?: unknown };
      if (paused) yield take(pageReturned.type);
      yield call(checkTermsOnce, deps);
    }
  } finally {
    // Cancelled on sign-out: the next player's first answer is a new baseline, not an update.
    yield put(termsPollStopped());
  }
}

/** Spec 02 §6 "Terms-change status is checked only when ... the user is signed in". */
export function* termsPollSaga(deps: SessionDeps) {
  yield call(whileSignedIn, termsPollLoop, deps);
}
