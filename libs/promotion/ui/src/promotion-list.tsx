import { useTranslation } from 'react-i18next';
import type { PlayerPromotion } from '@bet/contract';
import type { LoadStatus } from '@bet/promotion';
import { Alert, Button, EmptyState, Spinner } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './promotion.module.css';

export interface PromotionListProps {
  /** Null while the page has not loaded. */
  promotions: readonly PlayerPromotion[] | null;
  status: LoadStatus;
  onRetry: () => void;
}

/** The active promotions the player takes part in, each with its end date in the player's zone. */
export function PromotionList({ promotions, status, onRetry }: PromotionListProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  if (promotions === null && status === 'failed')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('promotion_retry')}
          </Button>
        }
      >
        {t('promotion_failed')}
      </Alert>
    );
  if (promotions === null) return <Spinner label={t('promotion_loading')} />;
  if (promotions.length === 0) return <EmptyState title={t('promotion_empty')} headingLevel={3} />;
  return (
    <ul className={styles.list} aria-label={t('promotion_active_title')}>
      {promotions.map((promotion) => (
        <li key={promotion.id} className={styles.promotion}>
          <h3>{promotion.title}</h3>
          <p className={styles.text}>{promotion.description}</p>
          <p className={styles.muted}>
            {promotion.endsAt === null ? (
              t('promotion_no_end')
            ) : (
              <time dateTime={time.iso(promotion.endsAt)}>
                {t('promotion_ends', { date: time.dateTime(promotion.endsAt) })}
              </time>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
