import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalsState } from '@bet/payments';
import { Alert, Button, Spinner } from '@bet/ui';
import { PaymentRecordCard } from './payment-record-card';
import { problemText } from './problem-text';
import styles from './payments.module.css';

export interface WithdrawalsListProps {
  language: string;
  withdrawals: WithdrawalsState;
  onCancel: (paymentId: string) => void;
  onRetry: () => void;
}

/** The deduce page's withdrawals with their states; a pending one can be cancelled by the player. */
export function WithdrawalsList({ language, withdrawals, onCancel, onRetry }: WithdrawalsListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { status, items, cancels } = withdrawals;
  let body;
  if (status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('payments_retry')}</Button>}>
        {t('payments_withdrawals_error')}
      </Alert>
    );
  } else if (status !== 'loaded' && items.length === 0) {
    body = <Spinner label={t('payments_withdrawals_loading')} />;
  } else if (items.length === 0) {
    body = <p>{t('payments_withdrawals_empty')}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {items.map((payment) => {
          const cancel = cancels[payment.paymentId];
          return (
            <li key={payment.paymentId}>
              <PaymentRecordCard
                payment={payment}
                language={language}
                level={3}
                action={
                  <>
                    {cancel?.problem ? (
                      <Alert tone="error">{problemText(t, cancel.problem, payment.currencyIso, language)}</Alert>
                    ) : null}
                    {payment.status === 'pending' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={cancel?.status === 'pending'}
                        onClick={() => onCancel(payment.paymentId)}
                      >
                        {t('payments_withdrawal_cancel', { paymentId: payment.paymentId })}
                      </Button>
                    ) : null}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('payments_withdrawals_title')}</h2>
      {body}
    </section>
  );
}
