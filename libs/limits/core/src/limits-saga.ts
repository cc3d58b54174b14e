import { put } from 'redux-saga/effects';
import type { LimitsDeps } from './limits-deps';
import { limitsStarted } from './limits-slice';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature.
 */
export function* limitsSaga(deps: LimitsDeps) {
  yield put(limitsStarted({ at: deps.clock.now() }));
}
