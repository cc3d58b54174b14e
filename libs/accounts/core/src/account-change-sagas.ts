import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select } from 'redux-saga/effects';
import {
  addCurrency,
  getAddableCurrencies,
  removeCurrency,
  setActiveAccount,
  type Account,
  type AccountChangeAnswer,
  type AddableCurrency,
} from '@bet/contract';
import { notify } from '@bet/notifications';
import type { AccountsDeps } from './accounts-deps';
import { accountsRefreshRequested, activeAccountChanged } from './accounts-events';
import {
  activeAccountChangeFailed,
  activeAccountSet,
  addableCurrenciesFailed,
  addableCurrenciesLoaded,
  currencyAdded,
  currencyAddFailed,
  currencyRemoved,
  currencyRemoveFailed,
} from './accounts-slice';
import { ACCOUNT_WILL_SET_KEY, ADD_CURRENCY_POLL_LIMIT, ADD_CURRENCY_POLL_MS } from './constants';
import { fetchAccountsOnce } from './accounts-update-saga';
import { selectActiveAccount, selectAllAccounts } from './selectors';
import { isSilentAccountChangePath } from './silent-routes';

const serverMessage = (answer: AccountChangeAnswer | null) =>
  answer?.data.message ? { message: answer.data.message } : {};

/** The currencies the add form offers (contract getAddableCurrencies). */
export function* loadAddableCurrencies(deps: Pick<AccountsDeps, 'api' | 'logger'>) {
  try {
    const answer: { currencies: AddableCurrency[] } = yield call([deps.api, deps.api.call], getAddableCurrencies);
    yield put(addableCurrenciesLoaded({ currencies: answer.currencies }));
  } catch (error) {
    deps.logger.warn('Accounts: the currencies to add could not be loaded', error);
    yield put(addableCurrenciesFailed());
  }
}

const holds = (accounts: Account[], currencyId: number) =>
  accounts.some((account) => account.currencyId === currencyId);

/**
 * Spec 01 §4 Accounts "after adding, accounts refetched until the new currency appears" (spec
 * 02 §9: every 1000 ms). The add process stays on until the list shows the account; a failed
 * read is one more poll. Refused: success false and the server's message (spec 02 §8).
 */
export function* addCurrencyFlow(
  deps: Pick<AccountsDeps, 'api' | 'logger'>,
  { payload: { currencyId } }: PayloadAction<{ currencyId: number }>,
) {
  let answer: AccountChangeAnswer | null = null;
  try {
    answer = yield call([deps.api, deps.api.call], addCurrency, { body: { currencyId } });
  } catch (error) {
    deps.logger.warn('Accounts: adding a currency failed', error);
  }
  if (!answer?.success) {
    yield put(currencyAddFailed(serverMessage(answer)));
    return;
  }
  for (let poll = 0; poll < ADD_CURRENCY_POLL_LIMIT; poll += 1) {
    try {
      yield call(fetchAccountsOnce, deps);
    } catch (error) {
      deps.logger.warn('Accounts: a read after adding a currency failed', error);
    }
    const accounts: Account[] = yield select(selectAllAccounts);
    if (holds(accounts, currencyId)) {
      yield put(currencyAdded({ currencyId, ...serverMessage(answer) }));
      return;
    }
    yield delay(ADD_CURRENCY_POLL_MS);
  }
  yield put(currencyAddFailed({}));
}

/** Spec 01 §4 Accounts "removal is local after success": no read of the list after it. */
export function* removeCurrencyFlow(
  deps: Pick<AccountsDeps, 'api' | 'logger'>,
  { payload: { currencyId } }: PayloadAction<{ currencyId: number }>,
) {
  let answer: AccountChangeAnswer | null = null;
  try {
    answer = yield call([deps.api, deps.api.call], removeCurrency, { body: { currencyId } });
  } catch (error) {
    deps.logger.warn('Accounts: removing a currency failed', error);
  }
  if (!answer?.success) {
    yield put(currencyRemoveFailed(serverMessage(answer)));
    return;
  }
  const before: Account | null = yield select(selectActiveAccount);
  yield put(currencyRemoved({ currencyId, ...serverMessage(answer) }));
  const after: Account | null = yield select(selectActiveAccount);
  if (after && after.id !== before?.id) {
    yield put(activeAccountChanged({ accountId: after.id, accountType: after.type }));
  }
}

/**
 * Spec 01 §4 Accounts "Changing active account resets available prepaid amount to 0 and
 * refreshes data": `activeAccountChanged` (the coupon follows it) and a read of the accounts.
 * Spec 02 §8: a failure is success false; a success outside the listed routes shows
 * 'main_account_will_set' with the account id.
 */
export function* changeActiveAccountFlow(
  deps: Pick<AccountsDeps, 'api' | 'logger' | 'location'>,
  { payload: { accountId } }: PayloadAction<{ accountId: number }>,
) {
  let success = false;
  try {
    const answer: { success: boolean } = yield call([deps.api, deps.api.call], setActiveAccount, {
      body: { id: accountId },
    });
    success = answer.success;
  } catch (error) {
    deps.logger.warn('Accounts: the active account could not be changed', error);
  }
  if (!success) {
    yield put(activeAccountChangeFailed());
    return;
  }
  yield put(activeAccountSet({ accountId }));
  const active: Account | null = yield select(selectActiveAccount);
  yield put(activeAccountChanged({ accountId, accountType: active?.type ?? 0 }));
  if (!isSilentAccountChangePath(deps.location.pathname())) {
    yield put(notify({ tone: 'success', text: ACCOUNT_WILL_SET_KEY, values: { id: accountId } }));
  }
  yield put(accountsRefreshRequested());
}
