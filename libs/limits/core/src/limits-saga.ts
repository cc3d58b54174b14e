import { all, call } from 'redux-saga/effects';
import { actionSaga } from './action-saga';
import { approvalSaga } from './approval-saga';
import type { LimitsDeps } from './limits-deps';
import { loadSaga } from './load-saga';
import { pingSaga } from './ping-saga';
import { realityCheckSaga } from './reality-check-saga';
import { saveSaga } from './save-saga';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature.
 */
export function* limitsSaga(deps: LimitsDeps) {
  yield all([
    call(loadSaga, deps),
    call(saveSaga, deps),
    call(actionSaga, deps),
    call(pingSaga, deps),
    call(realityCheckSaga, deps),
    call(approvalSaga, deps),
  ]);
}
