import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { BONUS_ACCOUNT_TYPE } from '@bet/coupon';
import {
  amountStepChanged,
  changeCoefActionChosen,
  dropOnScoreChangeToggled,
  exactCoefToggled,
  oneClickAmountChanged,
  oneClickToggleRequested,
  selectCoupon,
  selectCouponSettings,
  selectOneClickAmount,
  selectStakeStep,
  settingsChanged,
} from '@bet/coupon/state';
import { selectLanguage } from '@bet/site';
import { CouponSettingsForm } from '../coupon-settings-form';
import { formatAmount } from '../money';
import type { CouponUiState } from './coupon-ui-state';
import { useCouponAccount } from './use-coupon-account';

export interface CouponSettingsProps {
  defaultOpen?: boolean;
}

/**
 * The coupon's settings over the coupon state (spec 01 §3 "Coupon settings"): every change is
 * an event of the settings slice, which keeps the spec's rules and stores the result under
 * `coupon-settings` (the storage saga).
 */
export function CouponSettings({ defaultOpen }: CouponSettingsProps) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const settings = useSelector(selectCouponSettings);
  const accountType = useSelector((state: CouponUiState) => selectCoupon(state).account.accountType);
  const oneClickAmount = useSelector(selectOneClickAmount);
  const language = useSelector((state: CouponUiState) => selectLanguage(state)) ?? i18n.language;
  const account = useCouponAccount();
  const currency = account?.iso ?? null;
  const step = useSelector((state: CouponUiState) => selectStakeStep(state, currency));
  return (
    <CouponSettingsForm
      settings={settings}
      currency={currency}
      step={step}
      stepText={formatAmount(step, language, currency)}
      oneClickAmount={oneClickAmount}
      defaultOpen={defaultOpen}
      onChangeCoefActionChange={(action) => dispatch(changeCoefActionChosen({ action }))}
      onOneClickToggle={(isActive) => dispatch(oneClickToggleRequested({ isActive }))}
      onOneClickAmountChange={(amount) =>
        dispatch(oneClickAmountChanged({ amount, isBonusAccount: accountType === BONUS_ACCOUNT_TYPE }))
      }
      onExactCoefToggle={(isActive) => dispatch(exactCoefToggled({ isActive }))}
      onDropOnScoreChangeToggle={(isActive) => dispatch(dropOnScoreChangeToggled({ isActive }))}
      onFlagChange={(flag, value) => dispatch(settingsChanged({ [flag]: value }))}
      onStepChange={(amount) => {
        if (currency !== null) dispatch(amountStepChanged({ currency, step: amount }));
      }}
    />
  );
}
