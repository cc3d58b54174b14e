import { useTranslation } from 'react-i18next';
import type { PlacedCouponRecord } from '@bet/contract';
import type { CoefFormat } from '@bet/coupon/state';
import type { BetHistoryFilter, HistoryRange, HistoryView, LoadMoreState, RangeProblem } from '@bet/office';
import { Alert, Button, Spinner, Tabs, TextField, usePageTitle } from '@bet/ui';
import { CouponCard } from './coupon-card';
import styles from './office.module.css';

export interface BetHistoryViewProps {
  language: string;
  filter: BetHistoryFilter;
  range: HistoryRange;
  rangeProblem: RangeProblem | null;
  /** What shows in place of the list (@bet/office's selectHistoryView). */
  view: HistoryView;
  coupons: readonly PlacedCouponRecord[];
  loadMore: LoadMoreState;
  /** The print-coupon address of a coupon; no print links without it. */
  printHref?: (couponId: string) => string;
  /** The player's odds format (spec 01 §3 coefViewId); decimal unless given. */
  formatCoef?: CoefFormat;
  onFilterChange: (filter: BetHistoryFilter) => void;
  onRangeChange: (range: HistoryRange) => void;
  onRetry: () => void;
  onLoadMore: () => void;
}

const FILTERS: readonly BetHistoryFilter[] = ['all', 'open', 'settled'];

/**
 * The bet history (spec 01 §2 office "history"): filter tabs, a placed-at range, the coupons with
 * their legs, and "show more". Stateless: the connected page feeds it from @bet/office.
 */
export function BetHistoryView(props: BetHistoryViewProps) {
  const { t } = useTranslation();
  const { filter, range, rangeProblem } = props;
  const rangeError = rangeProblem ? t(`office_history_range_${rangeProblem}`) : null;
  usePageTitle(t('office_history_title'));
  return (
    <section className={styles.page} aria-labelledby="bet-history-title">
      <h1 id="bet-history-title" className={styles.title}>
        {t('office_history_title')}
      </h1>
      <fieldset className={styles.range}>
        <legend>{t('office_history_range_label')}</legend>
        <TextField
          type="date"
          label={t('office_history_from')}
          value={range.from}
          max={range.to || undefined}
          error={rangeError}
          onChange={(event) => props.onRangeChange({ from: event.target.value, to: range.to })}
        />
        <TextField
          type="date"
          label={t('office_history_to')}
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => props.onRangeChange({ from: range.from, to: event.target.value })}
        />
      </fieldset>
      <Tabs
        label={t('office_history_filter_label')}
        tabs={FILTERS.map((id) => ({ id, label: t(`office_history_filter_${id}`) }))}
        selected={filter}
        onSelect={props.onFilterChange}
      >
        <HistoryContent {...props} />
      </Tabs>
    </section>
  );
}

function HistoryContent({
  view,
  coupons,
  language,
  loadMore,
  printHref,
  formatCoef,
  onRetry,
  onLoadMore,
}: BetHistoryViewProps) {
  const { t } = useTranslation();
  switch (view) {
    case 'range_invalid':
      // The message sits under the date field (linked to it); nothing is asked for meanwhile.
      return null;
    case 'loading':
      return <Spinner label={t('office_history_loading')} showLabel />;
    case 'failed':
      return (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={onRetry}>
              {t('office_history_retry')}
            </Button>
          }
        >
          {t('office_history_error')}
        </Alert>
      );
    case 'empty':
      return <p className={styles.empty}>{t('office_history_empty')}</p>;
    case 'list':
      return (
        <>
          <ul className={styles.list} aria-label={t('office_history_list')}>
            {coupons.map((coupon) => (
              <li key={coupon.couponId}>
                <CouponCard
                  coupon={coupon}
                  language={language}
                  printHref={printHref?.(coupon.couponId)}
                  {...(formatCoef ? { formatCoef } : {})}
                />
              </li>
            ))}
          </ul>
          {loadMore === 'failed' ? <Alert tone="error">{t('office_history_more_error')}</Alert> : null}
          {loadMore === 'hidden' ? null : (
            <Button variant="secondary" busy={loadMore === 'pending'} onClick={onLoadMore}>
              {t('office_history_more')}
            </Button>
          )}
        </>
      );
  }
}
