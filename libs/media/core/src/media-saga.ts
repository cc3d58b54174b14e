import { call, fork } from 'redux-saga/effects';
import { liveMediaPoll } from './live-media-saga';
import type { MediaDeps } from './media-deps';
import { sideZonesSaga } from './side-zones-saga';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature. The kept side zones come back first, so the first live list read
 * prunes those whose game has ended.
 */
export function* mediaSaga(deps: MediaDeps) {
  yield fork(sideZonesSaga, deps);
  yield call(liveMediaPoll, deps);
}
