export type { AccountsDeps } from './accounts-deps';
export { accountsSaga } from './accounts-saga';
export { fetchAccountsOnce, updateAccounts } from './accounts-update-saga';
export {
  addCurrencyFlow,
  changeActiveAccountFlow,
  loadAddableCurrencies,
  removeCurrencyFlow,
} from './account-change-sagas';
export { accountsRefreshRequested, activeAccountChanged } from './accounts-events';
export {
  accountMessageDismissed,
  accountsLoaded,
  accountsLoadFailed,
  accountsLoadStarted,
  accountsReducer,
  accountsSlice,
  activeAccountChangeFailed,
  activeAccountChangeRequested,
  activeAccountSet,
  addableCurrenciesFailed,
  addableCurrenciesLoaded,
  addableCurrenciesRequested,
  addCurrencySelected,
  currencyAdded,
  currencyAddFailed,
  currencyAddRequested,
  currencyRemoved,
  currencyRemoveFailed,
  currencyRemoveRequested,
  initialAccountsState,
  type AccountMessage,
  type AccountsState,
  type ChangeProcess,
  type LoadStatus,
} from './accounts-slice';
export {
  ACCOUNT_UPDATE_RETRIES,
  ACCOUNT_UPDATE_RETRY_DELAY_MS,
  ACCOUNT_WILL_SET_KEY,
  ACCOUNTS_LOAD_FAILED,
  ADD_CURRENCY_POLL_LIMIT,
  ADD_CURRENCY_POLL_MS,
  SILENT_ACCOUNT_CHANGE_ROUTE_IDS,
} from './constants';
export { officeMenuRoutes, type OfficeMenuContext } from './office-menu';
export {
  selectAccountBonuses,
  selectAccountMessage,
  selectAccounts,
  selectAccountsState,
  selectAccountsStatus,
  selectActiveAccount,
  selectAddableCurrencies,
  selectAddableStatus,
  selectAllAccounts,
  selectChangeProcess,
  selectHasActiveAccount,
  selectIsAccountFrozen,
  selectIsAvailableFirstDepositBonus,
  selectIsChangingAccounts,
  selectIsUpdateBalanceProcess,
  selectMainAccount,
  selectSelectedAddCurrency,
  type WithAccounts,
} from './selectors';
export { isSilentAccountChangePath } from './silent-routes';
