import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './express-card.module.css';

export interface ExpressLeg {
  gameId: number;
  gameName: string;
  outcome: string;
  coefText: string;
}

export interface ExpressCardProps {
  legs: readonly ExpressLeg[];
  /** The total coefficient in the player's view. */
  totalText: string;
  /** Every leg is in the coupon already. */
  allInCoupon: boolean;
  onAddAll: () => void;
}

/** The express of the day (spec 02 §9): one outcome per game, the total, and one button for all. */
export function ExpressCard({ legs, totalText, allInCoupon, onAddAll }: ExpressCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('sportsbook_express_title')}
      </h2>
      <ul className={styles.legs}>
        {legs.map((leg) => (
          <li key={leg.gameId} className={styles.leg}>
            <span>{leg.gameName}</span>
            <span className={styles.pick}>
              {leg.outcome} · {leg.coefText}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{t('sportsbook_express_total', { coef: totalText })}</p>
      <Button onClick={onAddAll} disabled={allInCoupon || legs.length === 0}>
        {t('sportsbook_express_add_all')}
      </Button>
    </section>
  );
}
