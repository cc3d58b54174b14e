import { useTranslation } from 'react-i18next';
import type { BonusWagers } from '@bet/contract';
import type { LoadStatus } from '@bet/bonuses';
import { EmptyState } from '@bet/ui';
import { LoadState } from './load-state';
import { WagerCard } from './wager-card';
import styles from './bonuses.module.css';

export interface WagerListProps {
  status: LoadStatus;
  data: BonusWagers | null;
  onRetry: () => void;
}

/** Spec 01 §2 `bonuses/wager`: every bonus with a wager requirement, active ones first. */
export function WagerList({ status, data, onRetry }: WagerListProps) {
  const { t } = useTranslation();
  const wagers = [...(data?.wagers ?? [])].sort(
    (a, b) => Number(a.status === 'released') - Number(b.status === 'released'),
  );
  return (
    <LoadState status={status} hasData={data !== null} onRetry={onRetry}>
      {wagers.length === 0 ? (
        <EmptyState title={t('bonuses_wager_empty')}>{t('bonuses_wager_empty_text')}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('bonuses_wager_list')}>
          {wagers.map((wager) => (
            <li key={wager.id}>
              <WagerCard wager={wager} multiplier={data?.multiplier ?? 1} />
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}
