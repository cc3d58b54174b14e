import type { Action } from '@reduxjs/toolkit';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { getUserConfig, type UserConfig } from '@bet/contract';
import { selectBanLevel, selectUserConfig, selectUserId } from './selectors';
import type { SessionDeps } from './session-deps';
import { banLevelChanged, sessionChecked } from './identity-slice';
import { loggedOut, sessionEnded, signedIn, userDataRequested } from './session-events';
import { userDataLoaded } from './user-slice';

/** Spec 02 §8 "User config failure: ... logged". */
export const USER_DATA_FAILED = 'User config failed';

/** The user config; its ban level goes to the session. (The accounts are @bet/accounts'.) */
export function* loadUserData(deps: SessionDeps) {
  try {
    const config: UserConfig = yield call(() => deps.api.call(getUserConfig));
    yield put(userDataLoaded({ config }));
    const banLevel: number = yield select(selectBanLevel);
    if (config.ban_level !== banLevel) yield put(banLevelChanged({ banLevel: config.ban_level }));
  } catch (error) {
    deps.logger.error(USER_DATA_FAILED, error);
  }
}

/**
 * Loads the user's data on `signedIn`, on `userDataRequested` (while signed in), and when a
 * session check finds a user whose data is not loaded (the first check at start, or a check
 * after a failed load). A newer load replaces one running; a logout cancels it, so a late
 * answer cannot bring the data of a player who has left back into the state.
 */
export function* userDataSaga(deps: SessionDeps) {
  let running: Task | undefined;
  for (;;) {
    const action: Action = yield take([
      signedIn.type,
      userDataRequested.type,
      sessionChecked.type,
      loggedOut.type,
      sessionEnded.type,
    ]);
    if (loggedOut.match(action) || sessionEnded.match(action)) {
      if (running) yield cancel(running);
      running = undefined;
      continue;
    }
    const userId: number | null = yield select(selectUserId);
    if (userId === null) continue;
    if (sessionChecked.match(action)) {
      const config: UserConfig | null = yield select(selectUserConfig);
      if (config?.user_id === userId || running?.isRunning()) continue;
    }
    if (running) yield cancel(running);
    running = yield fork(loadUserData, deps);
  }
}
