import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden } from '@bet/ui';
import { formatMoney } from '@bet/i18n';
import styles from './user-badge.module.css';

export interface UserBadgeProps {
  /** The player's name; null or empty: "Player 123456". */
  name?: string | null;
  playerId: number | string;
  /**
   * The account controls in place of the balance (the accounts feature's switcher, composed by
   * the app). Without them the badge shows `money` in `currency` itself.
   */
  balance?: ReactNode;
  /** Balance in minor units (DESIGN.md: money is integer minor units). */
  money?: number;
  /** ISO 4217 code, e.g. "RUB". */
  currency?: string;
  /** The player hides the balance (user config user_hide_balance, spec 01 §3). */
  hidden?: boolean;
  /** Language for number formatting, e.g. "ru". */
  language: string;
  onSignOut: () => void;
  /**
   * The player has just signed in on this page: the sign-in button they used is gone, so focus,
   * left on the body, moves to this corner (a keyboard user goes on from where they were).
   */
  focusOnMount?: boolean;
}

/** The signed-in corner of the header: who, how much, and the way out. */
export function UserBadge({
  name,
  playerId,
  balance,
  money,
  currency,
  hidden = false,
  language,
  onSignOut,
  focusOnMount = false,
}: UserBadgeProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Only focus that was lost: a player who already moved on keeps it where it is.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusOnMount && lost) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  const shownName = name && name.trim() !== '' ? name : t('auth_player_id', { id: playerId });
  return (
    // tabIndex -1: focus can be moved here (focusOnMount) without adding a tab stop.
    <section ref={ref} tabIndex={-1} className={styles.badge} aria-label={t('auth_account_menu')}>
      <span className={styles.name} title={shownName}>
        {shownName}
      </span>
      {balance !== undefined ? (
        balance
      ) : money !== undefined && currency ? (
        <span className={styles.balance}>
          <VisuallyHidden>{t('auth_balance_label')}: </VisuallyHidden>
          {hidden ? (
            <>
              <span aria-hidden="true">•••••</span>
              <VisuallyHidden>{t('auth_balance_hidden')}</VisuallyHidden>
            </>
          ) : (
            <data value={String(money)}>{formatMoney(money, currency, language)}</data>
          )}
        </span>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onSignOut}>
        {t('auth_sign_out')}
      </Button>
    </section>
  );
}
