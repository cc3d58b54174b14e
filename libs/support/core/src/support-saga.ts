import { put } from 'redux-saga/effects';
import type { SupportDeps } from './support-deps';
import { supportStarted } from './support-slice';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature.
 */
export function* supportSaga(deps: SupportDeps) {
  yield put(supportStarted({ at: deps.clock.now() }));
}
