import { delay, put } from 'redux-saga/effects';
import { LIMITS_PING_INTERVAL_MS, pingLimits, type CallResponse } from '@bet/contract';
import { LIMITS_PING_FAILED } from './constants';
import { sessionLimitEnded } from './dialogs-slice';
import { followKey } from './follow-key';
import type { LimitsDeps } from './limits-deps';
import { selectHasSessionLimit } from './selectors';
import { sendLimitsCall } from './send';

/**
 * Spec 02 §7 ping "every 30 s when a session limit exists": at once, then every 30 s. `ended`: the
 * session limit elapsed and the server ended the session; the notice shows (spec 01 §4) and the
 * ping stops. A failed ping is logged and the next one comes on time.
 */
export function* pingLoop(deps: LimitsDeps) {
  for (;;) {
    try {
      const answer: CallResponse<typeof pingLimits> = yield* sendLimitsCall(deps, pingLimits);
      if (answer.ended) {
        yield put(sessionLimitEnded());
        return;
      }
    } catch (error) {
      deps.logger.warn(LIMITS_PING_FAILED, error);
    }
    yield delay(LIMITS_PING_INTERVAL_MS);
  }
}

export function* pingSaga(deps: LimitsDeps) {
  yield* followKey(
    (state) => (selectHasSessionLimit(state) ? true : null),
    () => pingLoop(deps),
  );
}
