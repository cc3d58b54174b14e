import { all, fork } from 'redux-saga/effects';
import { displaySettingsSaga } from './display-settings-saga';
import { feedsSaga } from './feed-saga';
import { settingsSaga } from './settings-saga';
import type { SportsbookDeps } from './sportsbook-deps';

/**
 * The root saga of the sportsbook feature; the app spawns it. Its polls pause with the page-leave
 * events of @bet/platform (the app runs the one page-leave source).
 */
export function* sportsbookSaga(deps: SportsbookDeps) {
  yield all([fork(settingsSaga, deps), fork(displaySettingsSaga, deps), fork(feedsSaga, deps)]);
}
