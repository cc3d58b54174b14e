import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  accountMessageDismissed,
  activeAccountChangeRequested,
  addableCurrenciesRequested,
  addCurrencySelected,
  currencyAddRequested,
  currencyRemoveRequested,
  selectAccountMessage,
  selectAccountsStatus,
  selectAllAccounts,
  selectActiveAccount,
  selectAddableCurrencies,
  selectAddableStatus,
  selectIsChangingAccounts,
  selectSelectedAddCurrency,
  type WithAccounts,
} from '@bet/accounts';
import { selectUserConfig, type WithSession } from '@bet/session';
import { AccountSwitcher } from '../account-switcher';

type State = WithAccounts & WithSession;

/** The switcher over the accounts feature's state; the balance hidden as the user config says. */
export function ConnectedAccountSwitcher() {
  const dispatch = useDispatch();
  const { i18n } = useTranslation();
  const accounts = useSelector((state: State) => selectAllAccounts(state));
  const active = useSelector((state: State) => selectActiveAccount(state));
  const busy = useSelector((state: State) => selectIsChangingAccounts(state));
  // Not read yet, or being read: the list stays as last shown meanwhile.
  const status = useSelector((state: State) => selectAccountsStatus(state));
  const loading = status === 'idle' || status === 'pending';
  const addable = useSelector((state: State) => selectAddableCurrencies(state));
  const addableStatus = useSelector((state: State) => selectAddableStatus(state));
  const selected = useSelector((state: State) => selectSelectedAddCurrency(state));
  const message = useSelector((state: State) => selectAccountMessage(state));
  const hidden = useSelector((state: State) => selectUserConfig(state)?.user_hide_balance ?? false);
  return (
    <AccountSwitcher
      accounts={accounts}
      activeId={active?.id ?? null}
      language={i18n.language}
      hidden={hidden}
      loading={loading}
      busy={busy}
      addableCurrencies={addable}
      addableStatus={addableStatus}
      selectedAddCurrency={selected}
      message={message}
      onOpen={() => dispatch(addableCurrenciesRequested())}
      onChoose={(accountId) => dispatch(activeAccountChangeRequested({ accountId }))}
      onSelectAddCurrency={(currencyId) => dispatch(addCurrencySelected({ currencyId }))}
      onAdd={(currencyId) => dispatch(currencyAddRequested({ currencyId }))}
      onRemove={(currencyId) => dispatch(currencyRemoveRequested({ currencyId }))}
      onDismissMessage={() => dispatch(accountMessageDismissed())}
    />
  );
}
