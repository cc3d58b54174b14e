import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './coupon.module.css';

export interface QuickStakeStepsProps {
  /** The step as money text, e.g. "10.00 ₽": the buttons' names say it. */
  stepText: string;
  /** The stake is 0: there is nothing to lower. */
  isAtZero: boolean;
  onStep: (direction: 1 | -1) => void;
  disabled?: boolean;
}

/**
 * The quick stake buttons beside the stake (spec 01 §3 "amount step per currency"): one step
 * down and one up, named with the amount for screen readers.
 */
export function QuickStakeSteps({ stepText, isAtZero, onStep, disabled }: QuickStakeStepsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('coupon_stake_steps')} className={styles.stakeSteps}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('coupon_stake_step_down', { amount: stepText })}
        disabled={disabled || isAtZero}
        onClick={() => onStep(-1)}
      >
        −{stepText}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('coupon_stake_step_up', { amount: stepText })}
        disabled={disabled}
        onClick={() => onStep(1)}
      >
        +{stepText}
      </Button>
    </div>
  );
}
