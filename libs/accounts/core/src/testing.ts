/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import { systemClock } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import type { AccountsDeps } from './accounts-deps';
import { accountsSaga } from './accounts-saga';
import { accountsReducer, type AccountsState } from './accounts-slice';

/** The state once the feature has started. */
export const startedAccountsState: AccountsState = { startedAt: Date.UTC(2026, 0, 1) };

/** Deps for tests: the system clock, which `vi.useFakeTimers()` and `vi.setSystemTime()` move. */
export function createAccountsDeps(overrides: Partial<AccountsDeps> = {}): AccountsDeps {
  return { clock: systemClock, ...overrides };
}

/**
 * A real store with the slice under `accounts` and the root saga running (the one test store
 * of @bet/platform/testing): `actions` records every action, `task.cancel()` stops the saga.
 */
export function createAccountsHarness(deps = createAccountsDeps(), preloaded?: AccountsState) {
  return createTestStore({
    reducer: { accounts: accountsReducer },
    preloadedState: preloaded ? { accounts: preloaded } : undefined,
    sagas: [() => accountsSaga(deps)],
  });
}
