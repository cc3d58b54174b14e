import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedOut, sessionChecked, signedIn } from '@bet/session';
import { httpError } from '@bet/request/testing';
import { accountsRefreshRequested, activeAccountChanged } from './accounts-events';
import { accountsLoaded } from './accounts-slice';
import { ACCOUNT_UPDATE_RETRIES, ACCOUNT_UPDATE_RETRY_DELAY_MS, ACCOUNTS_LOAD_FAILED } from './constants';
import {
  selectAccounts,
  selectAccountsStatus,
  selectActiveAccount,
  selectIsUpdateBalanceProcess,
  selectMainAccount,
} from './selectors';
import { accountFixture, accountsAnswerFixture, additionalAccountFixture, createAccountsHarness } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const signIn = () => signedIn({ userId: 100000, token: 't', via: 'signIn' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('account update (spec 01 §3 Accounts, spec 02 §4 Account update)', () => {
  it('reads the accounts after sign-in and tells who follows the active account', async () => {
    const h = createAccountsHarness({
      answers: {
        getAccounts: () =>
          accountsAnswerFixture([accountFixture({ isActive: false }), additionalAccountFixture({ isActive: true })]),
      },
    });
    h.store.dispatch(signIn());
    await tick(0);
    const state = h.store.getState();
    expect(selectAccountsStatus(state)).toBe('loaded');
    expect(selectAccounts(state).map((account) => account.iso)).toEqual(['RUB', 'USD']);
    expect(selectMainAccount(state)?.iso).toBe('RUB');
    expect(selectActiveAccount(state)?.iso).toBe('USD');
    expect(h.typesOf(activeAccountChanged)).toEqual([activeAccountChanged({ accountId: 5000002, accountType: 9 })]);
    h.task.cancel();
  });

  it('reads them when the first session check finds a player, and not again on later checks', async () => {
    const h = createAccountsHarness();
    h.store.dispatch(sessionChecked({ userId: 7 }));
    await tick(0);
    h.store.dispatch(sessionChecked({ userId: 7 }));
    await tick(0);
    expect(h.api.callsTo('getAccounts')).toHaveLength(1);
    h.store.dispatch(sessionChecked({ userId: null }));
    await tick(0);
    expect(h.api.callsTo('getAccounts')).toHaveLength(1);
    h.task.cancel();
  });

  it('reads nothing for a visitor, even on a refresh request', async () => {
    const h = createAccountsHarness();
    h.store.dispatch(sessionChecked({ userId: null }));
    h.store.dispatch(accountsRefreshRequested());
    await tick(10_000);
    expect(h.api.callsTo('getAccounts')).toHaveLength(0);
    h.task.cancel();
  });

  it(`retries up to ${ACCOUNT_UPDATE_RETRIES} times at ${ACCOUNT_UPDATE_RETRY_DELAY_MS} ms while no account is active`, async () => {
    const h = createAccountsHarness({
      answers: { getAccounts: () => accountsAnswerFixture([accountFixture({ isActive: false })]) },
    });
    h.store.dispatch(signIn());
    await tick(0);
    expect(h.api.callsTo('getAccounts')).toHaveLength(1);
    await tick(ACCOUNT_UPDATE_RETRY_DELAY_MS - 1);
    expect(h.api.callsTo('getAccounts')).toHaveLength(1);
    await tick(1);
    expect(h.api.callsTo('getAccounts')).toHaveLength(2);
    await tick(ACCOUNT_UPDATE_RETRY_DELAY_MS * 10);
    expect(h.api.callsTo('getAccounts')).toHaveLength(1 + ACCOUNT_UPDATE_RETRIES);
    // The main account stands in for the missing active one.
    expect(selectActiveAccount(h.store.getState())?.type).toBe(0);
    expect(selectIsUpdateBalanceProcess(h.store.getState())).toBe(false);
    h.task.cancel();
  });

  it('stops retrying once an active account appears', async () => {
    let reads = 0;
    const h = createAccountsHarness({
      answers: {
        getAccounts: () => {
          reads += 1;
          return accountsAnswerFixture([accountFixture({ isActive: reads >= 3 })]);
        },
      },
    });
    h.store.dispatch(signIn());
    await tick(ACCOUNT_UPDATE_RETRY_DELAY_MS * 10);
    expect(h.api.callsTo('getAccounts')).toHaveLength(3);
    h.task.cancel();
  });

  it('retries a failed read the same way, then logs and keeps what was shown', async () => {
    const h = createAccountsHarness({ answers: { getAccounts: () => Promise.reject(httpError(500)) } });
    h.store.dispatch(signIn());
    await tick(ACCOUNT_UPDATE_RETRY_DELAY_MS * (ACCOUNT_UPDATE_RETRIES + 2));
    expect(h.api.callsTo('getAccounts')).toHaveLength(1 + ACCOUNT_UPDATE_RETRIES);
    expect(selectAccountsStatus(h.store.getState())).toBe('failed');
    expect(h.logger.entries.map((entry) => entry.message)).toContain(ACCOUNTS_LOAD_FAILED);
    h.task.cancel();
  });

  it('reads again on accountsRefreshRequested (a placed bet, a return from the payment provider)', async () => {
    let money = 100;
    const h = createAccountsHarness({
      answers: { getAccounts: () => accountsAnswerFixture([accountFixture({ money })]) },
    });
    h.store.dispatch(signIn());
    await tick(0);
    money = 600;
    h.store.dispatch(accountsRefreshRequested());
    await tick(0);
    expect(selectActiveAccount(h.store.getState())?.money).toBe(600);
    // The same active account: no second activeAccountChanged.
    expect(h.typesOf(activeAccountChanged)).toHaveLength(1);
    h.task.cancel();
  });

  it('forgets the accounts on logout, and a late answer brings none back', async () => {
    let release: (value: unknown) => void = () => undefined;
    const h = createAccountsHarness();
    h.store.dispatch(signIn());
    await tick(0);
    h.api.answer('getAccounts', () => new Promise((resolve) => (release = resolve)));
    h.store.dispatch(accountsRefreshRequested());
    await tick(0);
    h.store.dispatch(loggedOut());
    release(accountsAnswerFixture());
    await tick(0);
    expect(selectAccounts(h.store.getState())).toEqual([]);
    expect(h.typesOf(accountsLoaded)).toHaveLength(1);
    h.task.cancel();
  });
});
