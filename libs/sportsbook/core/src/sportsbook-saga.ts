import { all, fork } from 'redux-saga/effects';
import { feedsSaga } from './feed-saga';
import { pageLeaveSaga } from './page-leave-saga';
import { settingsSaga } from './settings-saga';
import type { SportsbookDeps } from './sportsbook-deps';

/** The root saga of the sportsbook feature; the app spawns it. */
export function* sportsbookSaga(deps: SportsbookDeps) {
  yield all([fork(settingsSaga, deps), fork(pageLeaveSaga, deps.visibility), fork(feedsSaga, deps)]);
}
