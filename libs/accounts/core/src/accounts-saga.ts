import { put } from 'redux-saga/effects';
import type { AccountsDeps } from './accounts-deps';
import { accountsStarted } from './accounts-slice';

/**
 * The library's one root saga. The app spawns it (apps/web/src/store.ts), so a failure here
 * stops no other feature.
 */
export function* accountsSaga(deps: AccountsDeps) {
  yield put(accountsStarted({ at: deps.clock.now() }));
}
