export type { AccountsDeps } from './accounts-deps';
export { accountsSaga } from './accounts-saga';
export {
  initialAccountsState,
  accountsReducer,
  accountsSlice,
  accountsStarted,
  type AccountsState,
} from './accounts-slice';
export { selectAccountsStartedAt, selectIsAccountsStarted, type WithAccounts } from './selectors';
