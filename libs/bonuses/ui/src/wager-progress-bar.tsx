import { useTranslation } from 'react-i18next';
import { wagerProgress } from '@bet/bonuses';
import { useMoney } from './use-money';
import styles from './bonuses.module.css';

export interface WagerProgressBarProps {
  /** What the bar is for, read as its name: "Sport bonus". */
  name: string;
  progress: number;
  required: number;
  currency: string;
}

/**
 * The wager requirement as an accessible progress bar: named for its bonus, its value the percent,
 * its value text the money staked of the money required.
 */
export function WagerProgressBar({ name, progress, required, currency }: WagerProgressBarProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { percent, remaining, met } = wagerProgress(progress, required);
  const figures = t('bonuses_wager_figures', {
    progress: money(Math.min(progress, required), currency),
    required: money(required, currency),
  });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={t('bonuses_wager_progress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %, ${figures}`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.muted}>
        {figures}
        {met ? null : ` · ${t('bonuses_wager_remaining', { remaining: money(remaining, currency) })}`}
      </p>
    </div>
  );
}
