import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn, loggedOut } from '@bet/session';
import { selectNotifications } from '@bet/notifications';
import { httpError } from '@bet/request/testing';
import type { Account } from '@bet/contract';
import { accountsRefreshRequested, activeAccountChanged } from './accounts-events';
import {
  activeAccountChangeRequested,
  addableCurrenciesRequested,
  addCurrencySelected,
  currencyAddRequested,
  currencyRemoveRequested,
} from './accounts-slice';
import { ADD_CURRENCY_POLL_LIMIT, ADD_CURRENCY_POLL_MS } from './constants';
import {
  selectAccountMessage,
  selectAccounts,
  selectActiveAccount,
  selectAddableCurrencies,
  selectChangeProcess,
  selectSelectedAddCurrency,
} from './selectors';
import { accountFixture, accountsAnswerFixture, additionalAccountFixture, createAccountsHarness } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const USD = 2;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A signed-in player whose server list is `server.accounts` (tests change it as the server would). */
async function signedInHarness(path = '/ru/', answers = {}) {
  const server = { accounts: [accountFixture()] as Account[] };
  const h = createAccountsHarness({
    path,
    answers: { getAccounts: () => accountsAnswerFixture(server.accounts), ...answers },
  });
  h.store.dispatch(signedIn({ userId: 100000, token: 't', via: 'signIn' }));
  await tick(0);
  return { h, server };
}

describe('add currency (spec 01 §4 Accounts, spec 02 §8-9)', () => {
  it('offers the addable currencies with the first chosen; the player may choose another', async () => {
    const { h } = await signedInHarness('/ru/', {
      getAddableCurrencies: () => ({
        currencies: [
          { id: 2, iso: 'USD', symbol: '$' },
          { id: 3, iso: 'EUR', symbol: '€' },
        ],
      }),
    });
    h.store.dispatch(addableCurrenciesRequested());
    await tick(0);
    expect(selectAddableCurrencies(h.store.getState()).map((currency) => currency.iso)).toEqual(['USD', 'EUR']);
    expect(selectSelectedAddCurrency(h.store.getState())).toBe(2);
    h.store.dispatch(addCurrencySelected({ currencyId: 3 }));
    expect(selectSelectedAddCurrency(h.store.getState())).toBe(3);
    h.task.cancel();
  });

  it(`polls every ${ADD_CURRENCY_POLL_MS} ms until the new account appears, the add process on meanwhile`, async () => {
    const { h, server } = await signedInHarness('/ru/', {
      addCurrency: () => ({ success: true, data: { message: 'The USD account is open' } }),
    });
    const readsBefore = h.api.callsTo('getAccounts').length;
    h.store.dispatch(currencyAddRequested({ currencyId: USD }));
    await tick(0);
    expect(h.api.callsTo('addCurrency').map((entry) => entry.body)).toEqual([{ currencyId: USD }]);
    expect(selectChangeProcess(h.store.getState()).add).toBe(true);
    expect(h.api.callsTo('getAccounts')).toHaveLength(readsBefore + 1);
    await tick(ADD_CURRENCY_POLL_MS);
    expect(h.api.callsTo('getAccounts')).toHaveLength(readsBefore + 2);
    server.accounts = [accountFixture(), additionalAccountFixture()];
    await tick(ADD_CURRENCY_POLL_MS);
    expect(h.api.callsTo('getAccounts')).toHaveLength(readsBefore + 3);
    expect(selectAccounts(h.store.getState()).map((account) => account.iso)).toEqual(['RUB', 'USD']);
    expect(selectChangeProcess(h.store.getState()).add).toBe(false);
    expect(selectAccountMessage(h.store.getState())).toEqual({ tone: 'success', text: 'The USD account is open' });
    await tick(ADD_CURRENCY_POLL_MS * 5);
    expect(h.api.callsTo('getAccounts')).toHaveLength(readsBefore + 3);
    h.task.cancel();
  });

  it('gives up after the poll limit with a message, the list kept', async () => {
    const { h } = await signedInHarness('/ru/', { addCurrency: () => ({ success: true, data: {} }) });
    h.store.dispatch(currencyAddRequested({ currencyId: USD }));
    await tick(ADD_CURRENCY_POLL_MS * (ADD_CURRENCY_POLL_LIMIT + 5));
    expect(selectChangeProcess(h.store.getState()).add).toBe(false);
    expect(selectAccountMessage(h.store.getState())).toEqual({ tone: 'error', key: 'accounts_add_failed' });
    h.task.cancel();
  });

  it('shows the server message of a refusal (success false), and a text of ours when there is none', async () => {
    const { h } = await signedInHarness('/ru/', {
      addCurrency: () => ({ success: false, data: { message: 'You already have a USD account' } }),
    });
    h.store.dispatch(currencyAddRequested({ currencyId: USD }));
    await tick(0);
    expect(selectAccountMessage(h.store.getState())).toEqual({ tone: 'error', text: 'You already have a USD account' });
    expect(selectChangeProcess(h.store.getState()).add).toBe(false);
    h.api.answer('addCurrency', () => Promise.reject(httpError(500)));
    h.store.dispatch(currencyAddRequested({ currencyId: USD }));
    await tick(0);
    expect(selectAccountMessage(h.store.getState())).toEqual({ tone: 'error', key: 'accounts_add_failed' });
    h.task.cancel();
  });

  it('a logout stops the polling', async () => {
    const { h } = await signedInHarness('/ru/', { addCurrency: () => ({ success: true, data: {} }) });
    h.store.dispatch(currencyAddRequested({ currencyId: USD }));
    await tick(0);
    h.store.dispatch(loggedOut());
    const reads = h.api.callsTo('getAccounts').length;
    await tick(ADD_CURRENCY_POLL_MS * 10);
    expect(h.api.callsTo('getAccounts')).toHaveLength(reads);
    h.task.cancel();
  });
});

describe('remove currency (spec 01 §4 Accounts "removal is local after success")', () => {
  it('removes the account from the list without reading it again', async () => {
    const { h, server } = await signedInHarness('/ru/', {
      removeCurrency: () => ({ success: true, data: { message: 'The USD account is removed' } }),
    });
    server.accounts = [accountFixture(), additionalAccountFixture()];
    h.store.dispatch(accountsRefreshRequested());
    await tick(0);
    const reads = h.api.callsTo('getAccounts').length;
    h.store.dispatch(currencyRemoveRequested({ currencyId: USD }));
    expect(selectChangeProcess(h.store.getState()).delete).toBe(true);
    await tick(5000);
    expect(selectAccounts(h.store.getState()).map((account) => account.iso)).toEqual(['RUB']);
    expect(h.api.callsTo('getAccounts')).toHaveLength(reads);
    expect(selectChangeProcess(h.store.getState()).delete).toBe(false);
    expect(selectAccountMessage(h.store.getState())).toEqual({ tone: 'success', text: 'The USD account is removed' });
    h.task.cancel();
  });

  it('removing the active account makes the main one active, and says so', async () => {
    const { h, server } = await signedInHarness('/ru/', { removeCurrency: () => ({ success: true, data: {} }) });
    server.accounts = [accountFixture({ isActive: false }), additionalAccountFixture({ isActive: true })];
    h.store.dispatch(accountsRefreshRequested());
    await tick(0);
    h.store.dispatch(currencyRemoveRequested({ currencyId: USD }));
    await tick(0);
    expect(selectActiveAccount(h.store.getState())?.iso).toBe('RUB');
    expect(h.typesOf(activeAccountChanged).at(-1)).toEqual(
      activeAccountChanged({ accountId: 5000001, accountType: 0 }),
    );
    h.task.cancel();
  });

  it('keeps the account and shows the server message when refused', async () => {
    const { h, server } = await signedInHarness('/ru/', {
      removeCurrency: () => ({ success: false, data: { message: 'The USD account still holds money' } }),
    });
    server.accounts = [accountFixture(), additionalAccountFixture({ money: 100 })];
    h.store.dispatch(accountsRefreshRequested());
    await tick(0);
    h.store.dispatch(currencyRemoveRequested({ currencyId: USD }));
    await tick(0);
    expect(selectAccounts(h.store.getState())).toHaveLength(2);
    expect(selectAccountMessage(h.store.getState())).toEqual({
      tone: 'error',
      text: 'The USD account still holds money',
    });
    h.task.cancel();
  });
});

describe('active account change (spec 01 §4 Accounts, spec 02 §8)', () => {
  async function withUsd(path: string, setActive: () => unknown) {
    const { h, server } = await signedInHarness(path, { setActiveAccount: setActive });
    server.accounts = [accountFixture(), additionalAccountFixture()];
    h.store.dispatch(accountsRefreshRequested());
    await tick(0);
    return { h, server };
  }

  it('makes it active, tells the coupon, refreshes and shows main_account_will_set with the id', async () => {
    const { h, server } = await withUsd('/ru/', () => {
      server.accounts = [accountFixture({ isActive: false }), additionalAccountFixture({ isActive: true })];
      return { success: true };
    });
    const reads = h.api.callsTo('getAccounts').length;
    h.store.dispatch(activeAccountChangeRequested({ accountId: 5000002 }));
    expect(selectChangeProcess(h.store.getState()).change).toBe(true);
    await tick(0);
    expect(h.api.callsTo('setActiveAccount').map((entry) => entry.body)).toEqual([{ id: 5000002 }]);
    expect(selectActiveAccount(h.store.getState())?.iso).toBe('USD');
    expect(selectChangeProcess(h.store.getState()).change).toBe(false);
    expect(h.typesOf(activeAccountChanged).at(-1)).toEqual(
      activeAccountChanged({ accountId: 5000002, accountType: 9 }),
    );
    expect(h.api.callsTo('getAccounts')).toHaveLength(reads + 1);
    expect(selectNotifications(h.store.getState())).toEqual([
      expect.objectContaining({ tone: 'success', text: 'main_account_will_set', values: { id: 5000002 } }),
    ]);
    h.task.cancel();
  });

  it('shows no notice on a listed route (the payment pages)', async () => {
    const { h } = await withUsd('/ru/recharge', () => ({ success: true }));
    h.store.dispatch(activeAccountChangeRequested({ accountId: 5000002 }));
    await tick(0);
    expect(selectNotifications(h.store.getState())).toEqual([]);
    h.task.cancel();
  });

  it('keeps the active account and says the change failed when the server answers success false', async () => {
    const { h } = await withUsd('/ru/', () => ({ success: false }));
    const changes = h.typesOf(activeAccountChanged).length;
    h.store.dispatch(activeAccountChangeRequested({ accountId: 5000002 }));
    await tick(0);
    expect(selectActiveAccount(h.store.getState())?.iso).toBe('RUB');
    expect(h.typesOf(activeAccountChanged)).toHaveLength(changes);
    expect(selectAccountMessage(h.store.getState())).toEqual({ tone: 'error', key: 'accounts_change_failed' });
    expect(selectNotifications(h.store.getState())).toEqual([]);
    h.task.cancel();
  });
});
