import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDay } from '@bet/contract';
import type { LoadStatus } from '@bet/limits';
import { formatMoney } from '@bet/i18n';
import { Alert, Button, Spinner } from '@bet/ui';
import styles from './limits.module.css';

const ActivityChartDrawing = lazy(() => import('./activity-chart-drawing'));

export interface ActivityChartProps {
  status: LoadStatus;
  currency: string | null;
  days: readonly ActivityDay[];
  language: string;
  /** Start with the table (a player who asked for it, a test). */
  initialView?: 'chart' | 'table';
}

/**
 * Issue 13: the player's last 30 days (deposits, stakes, wins per day) as a chart with a table
 * alternative: the chart is a named figure (role img), a toggle shows the same figures as a table.
 */
export function ActivityChart({ status, currency, days, language, initialView = 'chart' }: ActivityChartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [view, setView] = useState(initialView);
  const money = (minor: number) => (currency ? formatMoney(minor, currency, language) : String(minor));
  const labels = {
    deposits: t('limits_activity_deposits'),
    stakes: t('limits_activity_stakes'),
    wins: t('limits_activity_wins'),
  };
  let body;
  if (status === 'failed') body = <Alert tone="error">{t('limits_activity_error')}</Alert>;
  else if (status !== 'loaded') body = <Spinner label={t('limits_activity_loading')} />;
  else if (view === 'table') {
    // Eight-digit sums make the table wider than a narrow column: it scrolls in its own box
    // (focusable, so a keyboard can scroll it) instead of pushing the page sideways.
    body = (
      <div className={styles.tableScroll} role="region" aria-label={t('limits_activity_chart')} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('limits_activity_chart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('limits_activity_date')}</th>
              <th scope="col">{labels.deposits}</th>
              <th scope="col">{labels.stakes}</th>
              <th scope="col">{labels.wins}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{money(day.deposits)}</td>
                <td>{money(day.stakes)}</td>
                <td>{money(day.wins)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  } else {
    body = (
      <div role="img" aria-label={t('limits_activity_chart')} className={styles.chart}>
        <Suspense fallback={<Spinner label={t('limits_activity_loading')} />}>
          <ActivityChartDrawing days={days} money={money} labels={labels} />
        </Suspense>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('limits_activity_title')}</h2>
      {status === 'loaded' ? (
        <Button variant="secondary" size="sm" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
          {view === 'chart' ? t('limits_activity_show_table') : t('limits_activity_show_chart')}
        </Button>
      ) : null}
      {body}
    </section>
  );
}
