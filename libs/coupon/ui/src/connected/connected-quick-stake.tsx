import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectCouponAmount, selectStakeStep, stakeChanged, steppedStake } from '@bet/coupon/state';
import { selectLanguage } from '@bet/site';
import { formatAmount } from '../money';
import { QuickStakeSteps } from '../quick-stake-steps';
import type { CouponUiState } from './coupon-ui-state';
import { useCouponAccount } from './use-coupon-account';

/** The quick stake buttons over the coupon's stake: one step of the account's currency up or down. */
export function ConnectedQuickStakeSteps({ disabled }: { disabled?: boolean }) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const currency = useCouponAccount()?.iso ?? null;
  const step = useSelector((state: CouponUiState) => selectStakeStep(state, currency));
  const amount = useSelector(selectCouponAmount);
  const language = useSelector((state: CouponUiState) => selectLanguage(state)) ?? i18n.language;
  return (
    <QuickStakeSteps
      stepText={formatAmount(step, language, currency)}
      isAtZero={amount <= 0}
      disabled={disabled}
      onStep={(direction) => dispatch(stakeChanged({ amount: steppedStake(amount, step, direction) }))}
    />
  );
}
