import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { BONUS_ACCOUNT_TYPE } from '@bet/coupon';
import {
  oneClickAmountChanged,
  oneClickToggleRequested,
  selectCoupon,
  selectCouponBetCount,
  selectIsOneClickActive,
  selectOneClickAmount,
} from '@bet/coupon/state';
import { selectIsAuthenticated } from '@bet/session';
import { Checkbox } from '@bet/ui';
import { StakeField } from '../stake-field';
import styles from '../coupon.module.css';
import type { CouponUiState } from './coupon-ui-state';
import { OneClickConfirmDialog } from './one-click-confirm-dialog';

/**
 * The right panel when compact (spec 01 §2 "Compact right panel"): how many bets wait in the
 * coupon, and the one-click bet control for a signed-in player with one-click on, so an odds
 * button places at once at the stake shown here while the coupon is folded away.
 */
export function CompactRightPanel() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const count = useSelector(selectCouponBetCount);
  const isSignedIn = useSelector((state: CouponUiState) => selectIsAuthenticated(state));
  const isOneClick = useSelector(selectIsOneClickActive);
  const amount = useSelector(selectOneClickAmount);
  const accountType = useSelector((state: CouponUiState) => selectCoupon(state).account.accountType);
  return (
    <div className={styles.compact}>
      <p className={styles.empty}>{t('coupon_panel_bet_count', { count })}</p>
      {isSignedIn && isOneClick ? (
        <div role="group" aria-label={t('coupon_one_click_compact')} className={styles.form}>
          <Checkbox
            label={t('coupon_one_click')}
            checked
            onChange={(event) => dispatch(oneClickToggleRequested({ isActive: event.target.checked }))}
          />
          <StakeField
            label={t('coupon_one_click_amount')}
            amount={amount}
            onAmountChange={(next) =>
              dispatch(oneClickAmountChanged({ amount: next, isBonusAccount: accountType === BONUS_ACCOUNT_TYPE }))
            }
          />
        </div>
      ) : null}
      <OneClickConfirmDialog />
    </div>
  );
}
