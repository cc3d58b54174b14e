import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@bet/contract';
import type { HistoryPayFilters, HistoryPayState } from '@bet/payments';
import { Alert, Button, Select, Spinner, TextField, usePageTitle } from '@bet/ui';
import { PaymentRecordCard } from './payment-record-card';
import { PaymentsNav } from './payments-nav';
import styles from './payments.module.css';

export interface HistoryPayViewProps {
  language: string;
  history: HistoryPayState;
  onFiltersChange: (filters: Partial<HistoryPayFilters>) => void;
  onRetry: () => void;
  onLoadMore: () => void;
}

/** Spec 01 §2 historypay: the player's deposits and withdrawals, newest first, with the contract's filters. */
export function HistoryPayView({ language, history, onFiltersChange, onRetry, onLoadMore }: HistoryPayViewProps) {
  const { t } = useTranslation();
  const filtersId = useId();
  const listId = useId();
  usePageTitle(t('payments_history_title'));
  const { filters, filtersProblem, loaded, status, request, payments, hasMore } = history;
  const dateProblem = filtersProblem
    ? t(filtersProblem === 'bad_date' ? 'payments_history_bad_date' : 'payments_history_from_after_to')
    : null;

  let body;
  if (filtersProblem) body = null;
  else if (!loaded && status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('payments_retry')}</Button>}>
        {t('payments_history_error')}
      </Alert>
    );
  } else if (!loaded) body = <Spinner label={t('payments_history_loading')} />;
  else if (payments.length === 0) body = <p>{t('payments_history_empty')}</p>;
  else {
    body = (
      <>
        <ul className={styles.list} id={listId} aria-label={t('payments_history_list')}>
          {payments.map((payment) => (
            <li key={payment.paymentId}>
              <PaymentRecordCard payment={payment} language={language} />
            </li>
          ))}
        </ul>
        {request === 'more' && status === 'failed' ? (
          <Alert tone="error">{t('payments_history_more_error')}</Alert>
        ) : null}
        {hasMore ? (
          <Button variant="secondary" busy={request === 'more' && status === 'pending'} onClick={onLoadMore}>
            {t('payments_history_more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1>{t('payments_history_title')}</h1>
      <PaymentsNav language={language} current="historypay" />
      <section aria-labelledby={filtersId}>
        <h2 id={filtersId}>{t('payments_history_filters')}</h2>
        <div className={styles.filters}>
          <Select
            label={t('payments_history_kind')}
            value={filters.kind}
            options={[
              { value: '', label: t('payments_history_any') },
              ...PAYMENT_KINDS.map((kind) => ({ value: kind, label: t(`payments_kind_${kind}`) })),
            ]}
            onChange={(event) => onFiltersChange({ kind: event.target.value as HistoryPayFilters['kind'] })}
          />
          <Select
            label={t('payments_history_status')}
            value={filters.status}
            options={[
              { value: '', label: t('payments_history_any') },
              ...PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`payments_status_${status}`) })),
            ]}
            onChange={(event) => onFiltersChange({ status: event.target.value as HistoryPayFilters['status'] })}
          />
          <TextField
            type="date"
            label={t('payments_history_from')}
            value={filters.from}
            error={dateProblem}
            onChange={(event) => onFiltersChange({ from: event.target.value })}
          />
          <TextField
            type="date"
            label={t('payments_history_to')}
            value={filters.to}
            aria-invalid={dateProblem ? true : undefined}
            onChange={(event) => onFiltersChange({ to: event.target.value })}
          />
        </div>
      </section>
      {body}
    </div>
  );
}
