import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectCouponSettings } from '@bet/coupon/state';
import { selectIsAuthenticated } from '@bet/session';
import { selectLanguage } from '@bet/site';
import { formatAmount } from '../money';
import styles from '../coupon.module.css';
import type { CouponUiState } from './coupon-ui-state';
import { useCouponAccount } from './use-coupon-account';

/**
 * The balance of the account the coupon places from, while the settings show it (spec 01 §3
 * "balance ... visibility"): a signed-in player's only.
 */
export function CouponBalance() {
  const { t, i18n } = useTranslation();
  const { isShowBalance } = useSelector(selectCouponSettings);
  const isSignedIn = useSelector((state: CouponUiState) => selectIsAuthenticated(state));
  const language = useSelector((state: CouponUiState) => selectLanguage(state)) ?? i18n.language;
  const account = useCouponAccount();
  if (!isShowBalance || !isSignedIn || !account) return null;
  return (
    <dl className={styles.figures}>
      <dt>{t('coupon_balance')}</dt>
      <dd data-testid="coupon-balance">{formatAmount(account.money, language, account.iso)}</dd>
    </dl>
  );
}
