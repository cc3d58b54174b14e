import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account, AccountBonus, AccountsAnswer, AddableCurrency } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';

/** Spec 01 §3 "is_changed_process (add, delete, change)": which change is running. */
export interface ChangeProcess {
  add: boolean;
  delete: boolean;
  change: boolean;
}

/**
 * What the switcher tells the player after an add or a remove: the server's message when it sent
 * one (spec 02 §8 "success false plus server message if any"), else a text key of ours.
 */
export interface AccountMessage {
  tone: 'success' | 'error';
  /** The server's text, shown as is. */
  text?: string;
  /** A text key, when the server sent no message. */
  key?: string;
}

export type LoadStatus = 'idle' | 'pending' | 'loaded' | 'failed';

/** Spec 01 §3 "Account state". Derived figures (main, active, selectable) are selectors. */
export interface AccountsState {
  /** all_accounts: every account of the player, as the server listed them. */
  all: Account[];
  bonuses: AccountBonus[];
  isAvailableFirstDepositBonus: boolean;
  isAccountFrozen: boolean;
  /** The currency id chosen in the add-currency form. */
  selectedAddCurrency: number | null;
  /** The currencies the player may add (contract getAddableCurrencies). */
  addableCurrencies: AddableCurrency[];
  addableStatus: 'idle' | 'pending' | 'failed';
  process: ChangeProcess;
  /** isUpdateBalanceProcess: the account list is being read. */
  isUpdateBalanceProcess: boolean;
  status: LoadStatus;
  message: AccountMessage | null;
}

export const initialAccountsState: AccountsState = {
  all: [],
  bonuses: [],
  isAvailableFirstDepositBonus: false,
  isAccountFrozen: false,
  selectedAddCurrency: null,
  addableCurrencies: [],
  addableStatus: 'idle',
  process: { add: false, delete: false, change: false },
  isUpdateBalanceProcess: false,
  status: 'idle',
  message: null,
};

/** Changed only by events: facts that happened and what the player asked for, never setters. */
export const accountsSlice = createSlice({
  name: 'accounts',
  initialState: initialAccountsState,
  reducers: {
    accountsLoadStarted(state) {
      state.isUpdateBalanceProcess = true;
      if (state.status !== 'loaded') state.status = 'pending';
    },
    accountsLoaded(state, { payload }: PayloadAction<AccountsAnswer>) {
      state.all = payload.accounts;
      state.bonuses = payload.bonuses;
      state.isAvailableFirstDepositBonus = payload.isAvailableFirstDepositBonus;
      state.isAccountFrozen = payload.isAccountFrozen;
      state.isUpdateBalanceProcess = false;
      state.status = 'loaded';
    },
    /** Every retry failed; what was shown stays. */
    accountsLoadFailed(state) {
      state.isUpdateBalanceProcess = false;
      if (state.status !== 'loaded') state.status = 'failed';
    },

    addableCurrenciesRequested(state) {
      state.addableStatus = 'pending';
    },
    addableCurrenciesLoaded(state, { payload }: PayloadAction<{ currencies: AddableCurrency[] }>) {
      state.addableCurrencies = payload.currencies;
      state.addableStatus = 'idle';
      if (!payload.currencies.some((currency) => currency.id === state.selectedAddCurrency)) {
        state.selectedAddCurrency = payload.currencies[0]?.id ?? null;
      }
    },
    addableCurrenciesFailed(state) {
      state.addableStatus = 'failed';
    },
    addCurrencySelected(state, { payload }: PayloadAction<{ currencyId: number }>) {
      state.selectedAddCurrency = payload.currencyId;
    },

    currencyAddRequested(state, _action: PayloadAction<{ currencyId: number }>) {
      state.process.add = true;
      state.message = null;
    },
    /** The server opened the account; it is in the list once the polling has seen it. */
    currencyAdded(state, { payload }: PayloadAction<{ currencyId: number; message?: string }>) {
      state.process.add = false;
      state.message = {
        tone: 'success',
        ...(payload.message ? { text: payload.message } : { key: 'accounts_currency_added' }),
      };
      state.addableCurrencies = state.addableCurrencies.filter((currency) => currency.id !== payload.currencyId);
      if (state.selectedAddCurrency === payload.currencyId)
        state.selectedAddCurrency = state.addableCurrencies[0]?.id ?? null;
    },
    currencyAddFailed(state, { payload }: PayloadAction<{ message?: string }>) {
      state.process.add = false;
      state.message = {
        tone: 'error',
        ...(payload.message ? { text: payload.message } : { key: 'accounts_add_failed' }),
      };
    },

    currencyRemoveRequested(state, _action: PayloadAction<{ currencyId: number }>) {
      state.process.delete = true;
      state.message = null;
    },
    /** Spec 01 §4 Accounts "removal is local after success": the account leaves the list here. */
    currencyRemoved(state, { payload }: PayloadAction<{ currencyId: number; message?: string }>) {
      state.process.delete = false;
      const removed = state.all.find((account) => account.currencyId === payload.currencyId && account.type === 9);
      state.all = state.all.filter((account) => account !== removed);
      // The server makes the main account active when the active one goes; the list says so too.
      if (removed?.isActive) {
        for (const account of state.all) account.isActive = account.type === 0;
      }
      state.message = {
        tone: 'success',
        ...(payload.message ? { text: payload.message } : { key: 'accounts_currency_removed' }),
      };
    },
    currencyRemoveFailed(state, { payload }: PayloadAction<{ message?: string }>) {
      state.process.delete = false;
      state.message = {
        tone: 'error',
        ...(payload.message ? { text: payload.message } : { key: 'accounts_remove_failed' }),
      };
    },

    activeAccountChangeRequested(state, _action: PayloadAction<{ accountId: number }>) {
      state.process.change = true;
      state.message = null;
    },
    /** The server made it active: the list follows at once, the refresh confirms. */
    activeAccountSet(state, { payload }: PayloadAction<{ accountId: number }>) {
      state.process.change = false;
      for (const account of state.all) account.isActive = account.id === payload.accountId;
    },
    /** Spec 02 §8 "Active account change failure: success false". */
    activeAccountChangeFailed(state) {
      state.process.change = false;
      state.message = { tone: 'error', key: 'accounts_change_failed' };
    },

    accountMessageDismissed(state) {
      state.message = null;
    },
  },
  extraReducers: (builder) => {
    // The accounts belong to the player who signed in; nothing of them outlives the session.
    builder.addCase(loggedOut, () => initialAccountsState).addCase(sessionEnded, () => initialAccountsState);
  },
});

export const {
  accountsLoadStarted,
  accountsLoaded,
  accountsLoadFailed,
  addableCurrenciesRequested,
  addableCurrenciesLoaded,
  addableCurrenciesFailed,
  addCurrencySelected,
  currencyAddRequested,
  currencyAdded,
  currencyAddFailed,
  currencyRemoveRequested,
  currencyRemoved,
  currencyRemoveFailed,
  activeAccountChangeRequested,
  activeAccountSet,
  activeAccountChangeFailed,
  accountMessageDismissed,
} = accountsSlice.actions;
export const accountsReducer = accountsSlice.reducer;
