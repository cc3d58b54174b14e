import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, AddableCurrency } from '@bet/contract';
import { formatMoney } from '@bet/i18n';
import type { AccountMessage } from '@bet/accounts';
import { Alert, Button, Select, useOutsidePointer, VisuallyHidden } from '@bet/ui';
import styles from './account-switcher.module.css';

/** Spec 01 §3 account types: 0 main, 4 bonus, 9 additional currency. */
const ACCOUNT_KIND_KEYS = {
  0: 'accounts_kind_main',
  4: 'accounts_kind_bonus',
  9: 'accounts_kind_additional',
} as const;

export interface AccountSwitcherProps {
  /**
   * The accounts to switch between: main, bonus (its money is staked from the coupon like any
   * other, spec 01 §5) and additional currencies.
   */
  accounts: Account[];
  /** The active account's id; null while none is known. */
  activeId: number | null;
  language: string;
  /** The player hides the balance (user config user_hide_balance, spec 01 §3). */
  hidden?: boolean;
  /** The account list is being read and none is known yet: the button says so, not "No account". */
  loading?: boolean;
  /** A change (add, delete, change) is under way: the controls wait (spec 01 §3 is_changed_process). */
  busy?: boolean;
  /** The currencies the player may add, and the one chosen (spec 01 §3 selectedAddCurrency). */
  addableCurrencies: AddableCurrency[];
  selectedAddCurrency: number | null;
  /** The addable currencies are loading or could not load. */
  addableStatus?: 'idle' | 'pending' | 'failed';
  message?: AccountMessage | null;
  /** The panel opened: the app loads the currencies to add. */
  onOpen?: () => void;
  onChoose: (accountId: number) => void;
  onSelectAddCurrency: (currencyId: number) => void;
  onAdd: (currencyId: number) => void;
  onRemove: (currencyId: number) => void;
  onDismissMessage?: () => void;
}

/**
 * The header's account switcher: the active account's balance on a button that opens the list
 * of accounts (a listbox: arrows move, Enter or Space makes the account active, Escape closes),
 * the removal of additional currencies and the form that adds one. Props only.
 */
export function AccountSwitcher({
  accounts,
  activeId,
  language,
  hidden = false,
  loading = false,
  busy = false,
  addableCurrencies,
  selectedAddCurrency,
  addableStatus = 'idle',
  message = null,
  onOpen,
  onChoose,
  onSelectAddCurrency,
  onAdd,
  onRemove,
  onDismissMessage,
}: AccountSwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const activeIndex = Math.max(
    0,
    accounts.findIndex((account) => account.id === activeId),
  );
  const [current, setCurrent] = useState(activeIndex);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const listLabelId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useOutsidePointer(
    rootRef,
    open,
    useCallback(() => setOpen(false), []),
  );
  const active = accounts.find((account) => account.id === activeId) ?? accounts[0] ?? null;

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const balanceText = (account: Account) =>
    hidden ? t('accounts_balance_hidden') : formatMoney(account.money, account.iso, language);

  function toggle() {
    if (!open) {
      setCurrent(activeIndex);
      onOpen?.();
    }
    setOpen(!open);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(index: number) {
    const account = accounts[index];
    if (!account || busy) return;
    if (account.id !== activeId) onChoose(account.id);
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = accounts.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setCurrent(moves[event.key] ?? 0);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(current);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  const additional = accounts.filter((account) => account.type === 9);
  const currencyOptions = addableCurrencies.map((currency) => ({ value: String(currency.id), label: currency.iso }));
  const chosenCurrency = addableCurrencies.find((currency) => currency.id === selectedAddCurrency) ?? null;

  return (
    <div ref={rootRef} className={styles.switcher} onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      <Button ref={buttonRef} variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <VisuallyHidden>{t('accounts_switcher_label')}: </VisuallyHidden>
        {active ? (
          <>{hidden ? balanceText(active) : <data value={String(active.money)}>{balanceText(active)}</data>}</>
        ) : (
          t(loading ? 'accounts_loading' : 'accounts_none')
        )}
      </Button>
      {open ? (
        <div id={panelId} className={styles.panel} role="group" aria-label={t('accounts_switcher_label')}>
          <span id={listLabelId}>{t('accounts_list_label')}</span>
          <ul
            ref={listRef}
            role="listbox"
            tabIndex={0}
            aria-labelledby={listLabelId}
            aria-activedescendant={accounts.length ? optionId(current) : undefined}
            aria-busy={busy}
            className={styles.list}
            onKeyDown={onListKeyDown}
          >
            {accounts.map((account, index) => (
              <li
                key={account.id}
                id={optionId(index)}
                role="option"
                aria-selected={account.id === activeId}
                aria-label={t('accounts_option', {
                  currency: account.iso,
                  balance: balanceText(account),
                  kind: t(ACCOUNT_KIND_KEYS[account.type]),
                })}
                className={[styles.option, index === current ? styles.current : ''].join(' ')}
                onClick={() => {
                  setCurrent(index);
                  choose(index);
                }}
              >
                <span>
                  {account.iso} {account.id === activeId ? <span aria-hidden="true">✓</span> : null}
                </span>
                <span aria-hidden="true">{balanceText(account)}</span>
              </li>
            ))}
          </ul>

          {additional.length > 0 ? (
            <ul className={styles.removals} aria-label={t('accounts_remove_list')}>
              {additional.map((account) => (
                <li key={account.id}>
                  <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRemove(account.currencyId)}>
                    {t('accounts_remove', { currency: account.iso })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}

          {addableStatus === 'failed' ? (
            <p role="alert">{t('accounts_addable_failed')}</p>
          ) : currencyOptions.length > 0 ? (
            <form
              className={styles.row}
              onSubmit={(event) => {
                event.preventDefault();
                if (chosenCurrency) onAdd(chosenCurrency.id);
              }}
            >
              <Select
                label={t('accounts_add_label')}
                options={currencyOptions}
                value={chosenCurrency ? String(chosenCurrency.id) : ''}
                onChange={(event) => onSelectAddCurrency(Number(event.target.value))}
                disabled={busy}
              />
              <Button type="submit" size="sm" disabled={busy || !chosenCurrency}>
                {t('accounts_add')}
              </Button>
            </form>
          ) : addableStatus === 'pending' ? (
            <p role="status">{t('accounts_addable_loading')}</p>
          ) : (
            <p>{t('accounts_addable_none')}</p>
          )}

          {message ? (
            <Alert
              tone={message.tone === 'error' ? 'error' : 'success'}
              action={
                onDismissMessage ? (
                  <Button variant="ghost" size="sm" onClick={onDismissMessage}>
                    {t('accounts_message_close')}
                  </Button>
                ) : null
              }
            >
              {message.text ?? t(message.key ?? 'accounts_add_failed')}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
