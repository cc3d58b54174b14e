import type { AccountsState } from './accounts-slice';

/** The app mounts the reducer under `accounts`. */
export interface WithAccounts {
  accounts: AccountsState;
}

export const selectAccountsStartedAt = (state: WithAccounts): number | null => state.accounts.startedAt;

/** Derived, not stored: a selector answers it from the state (memoised with reselect when it computes). */
export const selectIsAccountsStarted = (state: WithAccounts): boolean => state.accounts.startedAt !== null;
