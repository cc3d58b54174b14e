import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { loggedOut, sessionChecked, sessionEnded, signedIn, userIdChanged } from '@bet/session';
import type { AccountsDeps } from './accounts-deps';
import { accountsRefreshRequested } from './accounts-events';
import {
  activeAccountChangeRequested,
  addableCurrenciesRequested,
  currencyAddRequested,
  currencyRemoveRequested,
  type LoadStatus,
} from './accounts-slice';
import {
  addCurrencyFlow,
  changeActiveAccountFlow,
  loadAddableCurrencies,
  removeCurrencyFlow,
} from './account-change-sagas';
import { updateAccounts } from './accounts-update-saga';
import { selectAccountsStatus } from './selectors';

const signedOut = (action: Action): boolean =>
  loggedOut.match(action) ||
  sessionEnded.match(action) ||
  ((sessionChecked.match(action) || userIdChanged.match(action)) && action.payload.userId === null);

/** The player's changes: one add and one removal at a time, the latest active-account choice wins. */
function* changes(deps: AccountsDeps) {
  yield takeLeading(currencyAddRequested.type, addCurrencyFlow, deps);
  yield takeLeading(currencyRemoveRequested.type, removeCurrencyFlow, deps);
  yield takeLatest(activeAccountChangeRequested.type, changeActiveAccountFlow, deps);
  yield takeLatest(addableCurrenciesRequested.type, loadAddableCurrencies, deps);
}

/** The changes run while a player is signed in; a sign-out cancels one under way (and its polling). */
function* changesWhileSignedIn(deps: AccountsDeps) {
  for (;;) {
    yield race({ run: call(changes, deps), out: take(signedOut) });
  }
}

/**
 * The library's one root saga; the app spawns it. The account list is read after sign-in, when
 * the first session check finds a player, and on `accountsRefreshRequested` (a placed coupon, a
 * return from the payment provider, an active-account change); a newer read replaces one
 * running, and a sign-out cancels it so a late answer brings no one's accounts back.
 */
export function* accountsSaga(deps: AccountsDeps) {
  yield fork(changesWhileSignedIn, deps);
  let isSignedIn = false;
  let running: Task | undefined;
  for (;;) {
    const action: Action = yield take([
      signedIn.type,
      sessionChecked.type,
      userIdChanged.type,
      accountsRefreshRequested.type,
      loggedOut.type,
      sessionEnded.type,
    ]);
    if (signedOut(action)) {
      isSignedIn = false;
      if (running) yield cancel(running);
      running = undefined;
      continue;
    }
    if (sessionChecked.match(action) || userIdChanged.match(action)) {
      isSignedIn = true;
      const status: LoadStatus = yield select(selectAccountsStatus);
      if (status === 'loaded' || running?.isRunning()) continue;
    }
    if (signedIn.match(action)) isSignedIn = true;
    if (!isSignedIn) continue;
    if (running) yield cancel(running);
    running = yield fork(updateAccounts, deps);
  }
}
