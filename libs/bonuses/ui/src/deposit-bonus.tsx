import { useTranslation } from 'react-i18next';
import type { BonusWagers } from '@bet/contract';
import type { LoadStatus } from '@bet/bonuses';
import { EmptyState } from '@bet/ui';
import { LoadState } from './load-state';
import { WagerCard } from './wager-card';
import styles from './bonuses.module.css';

export interface DepositBonusProps {
  status: LoadStatus;
  data: BonusWagers | null;
  /** The deposit page, where the bonus is chosen (spec 01 §3 first-deposit bonus choice). */
  rechargeHref: string;
  onRetry: () => void;
}

/**
 * Spec 01 §2 `bonuses/deposit`: the first-deposit bonus (spec 01 §3 choice 1 sport, 2 casino) and
 * its wager; before the first deposit, the offer and the way to the deposit page.
 */
export function DepositBonus({ status, data, rechargeHref, onRetry }: DepositBonusProps) {
  const { t } = useTranslation();
  return (
    <LoadState status={status} hasData={data !== null} onRetry={onRetry}>
      {data === null ? null : data.wagers[0] ? (
        <WagerCard wager={data.wagers[0]} multiplier={data.multiplier} />
      ) : data.firstDepositBonusAvailable ? (
        <div className={styles.card}>
          <p>{t('bonuses_deposit_offer')}</p>
          <a className={styles.link} href={rechargeHref}>
            {t('bonuses_deposit_offer_link')}
          </a>
        </div>
      ) : (
        <EmptyState title={t('bonuses_deposit_none')}>{t('bonuses_deposit_none_text')}</EmptyState>
      )}
    </LoadState>
  );
}
