import { call, put } from 'redux-saga/effects';
import { followKey } from './follow-key';
import { nextApprovalAt } from './limit-rules';
import type { LimitsDeps } from './limits-deps';
import { limitsRefreshRequested } from './load-saga';
import { selectLimits } from './selectors';
import { waitUntil } from './wait-until';

/** When the server still says "not yet" at the time it gave (clocks differ), ask again this often. */
export const APPROVAL_RECHECK_MS = 60_000;

/**
 * Spec 01 §4 "Deposit limit": a PENDING change whose approval time is still in the future is
 * scheduled: at its endsAt the list is read again, and the server's needApprove then opens the
 * non-closable dialog (selectApprovalDue). One due now shows at once, from the list itself.
 */
export function* approvalScheduler(deps: LimitsDeps, atSeconds: number) {
  let at = atSeconds * 1000;
  for (;;) {
    yield call(waitUntil, deps.clock, at);
    yield put(limitsRefreshRequested());
    at = deps.clock.now() + APPROVAL_RECHECK_MS;
  }
}

export function* approvalSaga(deps: LimitsDeps) {
  yield* followKey(
    (state) => nextApprovalAt(selectLimits(state)),
    (at) => approvalScheduler(deps, at),
  );
}
