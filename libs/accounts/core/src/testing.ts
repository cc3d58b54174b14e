/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import type { Account, AccountsAnswer } from '@bet/contract';
import { systemClock } from '@bet/platform';
import { notificationsReducer } from '@bet/notifications';
import { createMemoryLocation, createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import type { AccountsDeps } from './accounts-deps';
import { accountsSaga } from './accounts-saga';
import { accountsReducer, initialAccountsState, type AccountsState } from './accounts-slice';

/** An account as the server lists it; the main RUB account unless overridden. */
export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
    id: 5000001,
    iso: 'RUB',
    symbol: '₽',
    currencyId: 1,
    money: 150_000,
    type: 0,
    label: 'main',
    points: 0,
    isActive: true,
    isPointsTypeBalance: false,
    ...overrides,
  };
}

/** An additional-currency account (type 9), not active. */
export function additionalAccountFixture(overrides: Partial<Account> = {}): Account {
  return accountFixture({
    id: 5000002,
    iso: 'USD',
    symbol: '$',
    currencyId: 2,
    money: 0,
    type: 9,
    label: 'additional',
    isActive: false,
    ...overrides,
  });
}

export function accountsAnswerFixture(accounts: Account[] = [accountFixture()]): AccountsAnswer {
  return { accounts, bonuses: [], isAvailableFirstDepositBonus: false, isAccountFrozen: false };
}

/** An accounts state over its initial one: a loaded list unless the parts say otherwise. */
export function accountsStateFixture(parts: Partial<AccountsState> = {}): AccountsState {
  return { ...initialAccountsState, all: [accountFixture()], status: 'loaded', ...parts };
}

export interface AccountsTestDeps {
  answers?: Record<string, FakeAnswer>;
  /** The page the player is on (a change is announced outside the listed routes). */
  path?: string;
}

/** Deps for tests: a fake API answering by call name, the system clock (fake timers move it), a memory logger. */
export function createAccountsDeps({ answers = {}, path = '/ru/' }: AccountsTestDeps = {}) {
  const api = createFakeApiClient({ getAccounts: () => accountsAnswerFixture(), ...answers });
  const logger = createMemoryLogger();
  const location = createMemoryLocation(path);
  const deps: AccountsDeps = { api, clock: systemClock, logger, location };
  return { deps, api, logger, location };
}

/**
 * A real store with the slice under `accounts` (and the notification area, which a change
 * writes to) and the root saga running (the one test store of @bet/platform/testing): `actions`
 * records every action, `task.cancel()` stops the saga.
 */
export function createAccountsHarness(options: AccountsTestDeps = {}, preloaded?: AccountsState) {
  const { deps, api, logger, location } = createAccountsDeps(options);
  const harness = createTestStore({
    reducer: { accounts: accountsReducer, notifications: notificationsReducer },
    preloadedState: preloaded ? { accounts: preloaded } : undefined,
    sagas: [() => accountsSaga(deps)],
  });
  return { ...harness, api, logger, location, deps };
}
