import { useTranslation } from 'react-i18next';
import type { BonusWager } from '@bet/contract';
import { useMoney } from './use-money';
import { WagerProgressBar } from './wager-progress-bar';
import styles from './bonuses.module.css';

/** One bonus with its wager: the amount, the rule and the progress bar. */
export function WagerCard({ wager, multiplier }: { wager: BonusWager; multiplier: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = t(wager.kind === 'sport' ? 'bonuses_kind_sport' : 'bonuses_kind_casino');
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.row}>
        <h3 className={styles.heading}>{name}</h3>
        <span className={styles.badge}>
          {t(wager.status === 'released' ? 'bonuses_wager_released' : 'bonuses_wager_active')}
        </span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses_amount')}</dt>
          <dd>{money(wager.bonusAmount, wager.currency)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t('bonuses_wager_rule', { required: money(wager.required, wager.currency), multiplier })}
      </p>
      <WagerProgressBar name={name} progress={wager.progress} required={wager.required} currency={wager.currency} />
    </article>
  );
}
