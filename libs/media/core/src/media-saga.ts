import { put } from 'redux-saga/effects';
import type { MediaDeps } from './media-deps';
import { mediaStarted } from './media-slice';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature.
 */
export function* mediaSaga(deps: MediaDeps) {
  yield put(mediaStarted({ at: deps.clock.now() }));
}
