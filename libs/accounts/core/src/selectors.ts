import { createSelector } from 'reselect';
import { ACCOUNT_TYPES, type Account } from '@bet/contract';
import type { AccountsState } from './accounts-slice';

/** The app mounts the reducer under `accounts`. */
export interface WithAccounts {
  accounts: AccountsState;
}

export const selectAccountsState = (state: WithAccounts): AccountsState => state.accounts;
/** Spec 01 §3 all_accounts: every account, bonus accounts included. */
export const selectAllAccounts = (state: WithAccounts): Account[] => state.accounts.all;
export const selectAccountBonuses = (state: WithAccounts) => state.accounts.bonuses;
export const selectIsAvailableFirstDepositBonus = (state: WithAccounts) => state.accounts.isAvailableFirstDepositBonus;
export const selectIsAccountFrozen = (state: WithAccounts) => state.accounts.isAccountFrozen;
export const selectSelectedAddCurrency = (state: WithAccounts) => state.accounts.selectedAddCurrency;
export const selectAddableCurrencies = (state: WithAccounts) => state.accounts.addableCurrencies;
export const selectAddableStatus = (state: WithAccounts) => state.accounts.addableStatus;
/** Spec 01 §3 is_changed_process (add, delete, change). */
export const selectChangeProcess = (state: WithAccounts) => state.accounts.process;
export const selectIsUpdateBalanceProcess = (state: WithAccounts) => state.accounts.isUpdateBalanceProcess;
export const selectAccountsStatus = (state: WithAccounts) => state.accounts.status;
export const selectAccountMessage = (state: WithAccounts) => state.accounts.message;

/**
 * Spec 01 §3 `accounts`: the accounts the player switches between, the main one and the
 * additional currencies (types 0 and 9); bonus accounts (4) are listed as bonuses.
 */
export const selectAccounts = createSelector([selectAllAccounts], (all): Account[] =>
  all.filter((account) => account.type !== ACCOUNT_TYPES.bonus),
);

/** Spec 01 §3 mainAccount: type 0. */
export const selectMainAccount = createSelector(
  [selectAllAccounts],
  (all): Account | null => all.find((account) => account.type === ACCOUNT_TYPES.main) ?? null,
);

/** Spec 01 §3 activeAccount: the one marked active, else the main one, else null. */
export const selectActiveAccount = createSelector(
  [selectAllAccounts, selectMainAccount],
  (all, main): Account | null => all.find((account) => account.isActive) ?? main,
);

/** Spec 02 §4 Account update: "while no active account exists". */
export const selectHasActiveAccount = (state: WithAccounts): boolean =>
  state.accounts.all.some((account) => account.isActive);

/** Any change (add, delete, change) running: the switcher's controls wait for it. */
export const selectIsChangingAccounts = createSelector(
  [selectChangeProcess],
  (process): boolean => process.add || process.delete || process.change,
);
