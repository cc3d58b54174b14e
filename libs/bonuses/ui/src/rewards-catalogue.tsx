import { useTranslation } from 'react-i18next';
import type { Rewards } from '@bet/contract';
import { pointsMissing, type LoadStatus } from '@bet/bonuses';
import { Button, EmptyState } from '@bet/ui';
import { LoadState } from './load-state';
import { useMoney } from './use-money';
import styles from './bonuses.module.css';

export interface RewardsCatalogueProps {
  status: LoadStatus;
  data: Rewards | null;
  /** The reward whose exchange is on its way. */
  exchanging: string | null;
  onExchange: (rewardId: string) => void;
  onRetry: () => void;
}

/** Spec 01 §2 `rewards`: the catalogue of rewards for points, each exchanged with one press. */
export function RewardsCatalogue({ status, data, exchanging, onExchange, onRetry }: RewardsCatalogueProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <LoadState status={status} hasData={data !== null} onRetry={onRetry}>
      {data === null ? null : (
        <>
          <p className={styles.heading}>{t('bonuses_rewards_balance', { points: data.balance })}</p>
          {data.rewards.length === 0 ? (
            <EmptyState title={t('bonuses_rewards_empty')} />
          ) : (
            <ul className={styles.list} aria-label={t('bonuses_rewards_list')}>
              {data.rewards.map((reward) => {
                const amount = money(reward.amount, reward.currency);
                const missing = pointsMissing(data.balance, reward.cost);
                return (
                  <li key={reward.id} className={styles.card}>
                    <div className={styles.row}>
                      <h3 className={styles.heading}>{t('bonuses_rewards_item', { amount })}</h3>
                      <span>{t('bonuses_rewards_cost', { points: reward.cost })}</span>
                    </div>
                    {missing > 0 ? (
                      <p className={styles.muted}>{t('bonuses_rewards_missing', { points: missing })}</p>
                    ) : null}
                    <div>
                      <Button
                        onClick={() => onExchange(reward.id)}
                        busy={exchanging === reward.id}
                        disabled={missing > 0 || (exchanging !== null && exchanging !== reward.id)}
                      >
                        {exchanging === reward.id
                          ? t('bonuses_rewards_exchanging')
                          : t('bonuses_rewards_exchange', { amount })}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </LoadState>
  );
}
