import { useTranslation } from 'react-i18next';
import type { Points } from '@bet/contract';
import type { LoadStatus } from '@bet/bonuses';
import { EmptyState } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import { LoadState } from './load-state';
import styles from './bonuses.module.css';

export interface PointsPanelProps {
  status: LoadStatus;
  data: Points | null;
  onRetry: () => void;
}

/** Spec 01 §2 `points` (spec 01 §3 points, pointsAccumulated): the balance and the latest movements. */
export function PointsPanel({ status, data, onRetry }: PointsPanelProps) {
  const { t, i18n } = useTranslation();
  const time = usePlayerTime();
  const number = new Intl.NumberFormat(i18n.language || 'en');
  return (
    <LoadState status={status} hasData={data !== null} onRetry={onRetry}>
      {data === null ? null : (
        <>
          <div className={styles.card}>
            <dl className={styles.figures}>
              <div>
                <dt>{t('bonuses_points_balance')}</dt>
                <dd>{number.format(data.balance)}</dd>
              </div>
              <div>
                <dt>{t('bonuses_points_accumulated')}</dt>
                <dd>{number.format(data.accumulated)}</dd>
              </div>
            </dl>
            <p className={styles.muted}>{t('bonuses_points_rule')}</p>
          </div>
          {data.history.length === 0 ? (
            <EmptyState title={t('bonuses_points_empty')}>{t('bonuses_points_empty_text')}</EmptyState>
          ) : (
            <table className={styles.table}>
              <caption className={styles.heading}>{t('bonuses_points_history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bonuses_points_date')}</th>
                  <th scope="col">{t('bonuses_points_reason')}</th>
                  <th scope="col">{t('bonuses_points_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={time.iso(entry.createdAt)}>{time.dateTime(entry.createdAt)}</time>
                    </td>
                    <td>{t(`bonuses_reason_${entry.reason}`)}</td>
                    <td>{entry.amount > 0 ? `+${number.format(entry.amount)}` : number.format(entry.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </LoadState>
  );
}
