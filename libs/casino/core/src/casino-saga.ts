import { put } from 'redux-saga/effects';
import type { CasinoDeps } from './casino-deps';
import { casinoStarted } from './casino-slice';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature.
 */
export function* casinoSaga(deps: CasinoDeps) {
  yield put(casinoStarted({ at: deps.clock.now() }));
}
