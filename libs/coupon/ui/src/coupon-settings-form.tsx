import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeCoefAction, CouponSettings } from '@bet/coupon/state';
import { Checkbox, Select } from '@bet/ui';
import { StakeField } from './stake-field';
import styles from './coupon.module.css';

const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [0, 1, 2];

/** The settings a player may change by hand, each a flag of spec 01 §3 "Coupon settings". */
export type CouponSettingsFlag =
  'isFixedCoupon' | 'isShowBalance' | 'isShowPossibleWin' | 'isShowAccountSelect' | 'isManualStep';

export interface CouponSettingsFormProps {
  settings: CouponSettings;
  /** The currency of the account the coupon places from (its stake step is per currency); null: none yet. */
  currency: string | null;
  /** The stake step in force for that currency, minor units. */
  step: number;
  /** The step as money text, e.g. "10.00 ₽". */
  stepText: string;
  /** The one-click stake of the chosen account, minor units. */
  oneClickAmount: number;
  /** Open at first (the coupon page); the right column keeps it folded. */
  defaultOpen?: boolean;
  onChangeCoefActionChange: (action: ChangeCoefAction) => void;
  onOneClickToggle: (isActive: boolean) => void;
  onOneClickAmountChange: (amount: number) => void;
  onExactCoefToggle: (isActive: boolean) => void;
  onDropOnScoreChangeToggle: (isActive: boolean) => void;
  onFlagChange: (flag: CouponSettingsFlag, value: boolean) => void;
  onStepChange: (step: number) => void;
}

/**
 * The coupon's settings (spec 01 §3 "Coupon settings"; §4 One-click): the coefficient policy,
 * one-click and its stake, the exact coefficient, dropping the bet when the score changes, the
 * fixed coupon, what the coupon shows (balance, possible win, account choice) and the quick
 * stake step. Props only: the rules between the switches are the coupon state's, so a switch
 * shows whatever the state made of the last change (drop-on-score-change ticks exact-coef).
 */
export function CouponSettingsForm({
  settings,
  currency,
  step,
  stepText,
  oneClickAmount,
  defaultOpen = false,
  onChangeCoefActionChange,
  onOneClickToggle,
  onOneClickAmountChange,
  onExactCoefToggle,
  onDropOnScoreChangeToggle,
  onFlagChange,
  onStepChange,
}: CouponSettingsFormProps) {
  const { t } = useTranslation();
  const dropHintId = useId();
  return (
    <details className={styles.settings} open={defaultOpen || undefined}>
      <summary>{t('coupon_settings')}</summary>
      <div className={styles.form}>
        <Select
          label={t('coupon_change_coef_label')}
          value={String(settings.changeCoefAction)}
          options={CHANGE_COEF_ACTIONS.map((action) => ({
            value: String(action),
            label: t(`coupon_change_coef_${action}`),
          }))}
          onChange={(event) => onChangeCoefActionChange(Number(event.target.value) as ChangeCoefAction)}
        />
        <Checkbox
          label={t('coupon_settings_exact_coef')}
          checked={settings.exactCoef}
          onChange={(event) => onExactCoefToggle(event.target.checked)}
        />
        <Checkbox
          label={t('coupon_settings_drop_on_score')}
          checked={settings.isDropOnScoreChange}
          aria-describedby={dropHintId}
          onChange={(event) => onDropOnScoreChangeToggle(event.target.checked)}
        />
        <p id={dropHintId} className={styles.hint}>
          {t('coupon_settings_drop_on_score_hint')}
        </p>
        <Checkbox
          label={t('coupon_one_click')}
          checked={settings.isActiveOneClick}
          onChange={(event) => onOneClickToggle(event.target.checked)}
        />
        {settings.isActiveOneClick ? (
          <StakeField
            label={t('coupon_one_click_amount')}
            amount={oneClickAmount}
            onAmountChange={onOneClickAmountChange}
          />
        ) : null}
        <Checkbox
          label={t('coupon_settings_fixed_coupon')}
          checked={settings.isFixedCoupon}
          onChange={(event) => onFlagChange('isFixedCoupon', event.target.checked)}
        />
        <Checkbox
          label={t('coupon_settings_show_balance')}
          checked={settings.isShowBalance}
          onChange={(event) => onFlagChange('isShowBalance', event.target.checked)}
        />
        <Checkbox
          label={t('coupon_settings_show_possible_win')}
          checked={settings.isShowPossibleWin}
          onChange={(event) => onFlagChange('isShowPossibleWin', event.target.checked)}
        />
        <Checkbox
          label={t('coupon_settings_show_account')}
          checked={settings.isShowAccountSelect}
          onChange={(event) => onFlagChange('isShowAccountSelect', event.target.checked)}
        />
        <Checkbox
          label={t('coupon_settings_manual_step')}
          checked={settings.isManualStep}
          onChange={(event) => onFlagChange('isManualStep', event.target.checked)}
        />
        {settings.isManualStep && currency !== null ? (
          // The step is kept per currency: switching accounts shows that currency's own step.
          <StakeField
            key={currency}
            label={t('coupon_settings_step', { currency })}
            amount={step}
            onAmountChange={(amount) => {
              if (amount > 0) onStepChange(amount);
            }}
          />
        ) : (
          <p className={styles.hint}>{t('coupon_settings_step_auto', { amount: stepText })}</p>
        )}
      </div>
    </details>
  );
}
