import { call, delay, put, select } from 'redux-saga/effects';
import { getAccounts, type Account, type AccountsAnswer } from '@bet/contract';
import type { AccountsDeps } from './accounts-deps';
import { activeAccountChanged } from './accounts-events';
import { accountsLoaded, accountsLoadFailed, accountsLoadStarted } from './accounts-slice';
import { ACCOUNT_UPDATE_RETRIES, ACCOUNT_UPDATE_RETRY_DELAY_MS, ACCOUNTS_LOAD_FAILED } from './constants';
import { selectActiveAccount } from './selectors';

/**
 * One read of the account list into the state. When the active account is not the one known
 * before (the first load after sign-in, a change made in another tab), `activeAccountChanged`
 * tells the features that follow it. Answers whether the list has an active account; throws
 * what the call threw.
 */
export function* fetchAccountsOnce(deps: Pick<AccountsDeps, 'api'>) {
  const before: Account | null = yield select(selectActiveAccount);
  const answer: AccountsAnswer = yield call([deps.api, deps.api.call], getAccounts);
  yield put(accountsLoaded(answer));
  const after: Account | null = yield select(selectActiveAccount);
  if (after && after.id !== before?.id) {
    yield put(activeAccountChanged({ accountId: after.id, accountType: after.type }));
  }
  return answer.accounts.some((account) => account.isActive);
}

/**
 * Spec 02 §4 Account update "Retried up to 5 times at 2500 ms while no active account exists":
 * a failed read counts as one without an active account. After the last retry a list without
 * an active account stays as read (the main account stands in, selectActiveAccount), and a
 * failure is logged with what was shown kept.
 */
export function* updateAccounts(deps: Pick<AccountsDeps, 'api' | 'logger'>) {
  yield put(accountsLoadStarted());
  let lastError: unknown = null;
  let loaded = false;
  for (let attempt = 0; attempt <= ACCOUNT_UPDATE_RETRIES; attempt += 1) {
    if (attempt > 0) yield delay(ACCOUNT_UPDATE_RETRY_DELAY_MS);
    try {
      const hasActive: boolean = yield call(fetchAccountsOnce, deps);
      loaded = true;
      if (hasActive) return;
    } catch (error) {
      lastError = error;
    }
  }
  if (!loaded) {
    deps.logger.error(ACCOUNTS_LOAD_FAILED, lastError);
    yield put(accountsLoadFailed());
  }
}
