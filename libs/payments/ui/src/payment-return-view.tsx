import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentStatus } from '@bet/contract';
import type { PaymentDirection, ReturnState } from '@bet/payments';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { formatMoney } from '@bet/i18n';
import styles from './payments.module.css';

/** The outcome a payment's status shows (the address's is the provider's guess; the record decides). */
type Outcome = 'success' | 'fail' | 'pending' | 'cancel';

function outcomeOf(status: PaymentStatus, direction: PaymentDirection): Outcome {
  switch (status) {
    case 'succeeded':
    case 'approved':
      return 'success';
    case 'cancelled':
      return 'cancel';
    case 'failed':
    case 'expired':
    case 'rejected':
      return 'fail';
    default:
      // A pending withdrawal is accepted: the operator pays it out later.
      return direction === 'withdrawal' ? 'success' : 'pending';
  }
}

export interface PaymentReturnViewProps {
  language: string;
  state: ReturnState;
  onRetry: () => void;
}

/**
 * Spec 01 §2 onpay/success|fail|pending|cancel and onpay/withdraw/...: what happened to the
 * payment, read from the operator (not from the address), the balance now, and the way on to the
 * payment history. The heading takes the focus when the answer changes, so a screen reader hears it.
 */
export function PaymentReturnView({ language, state, onRetry }: PaymentReturnViewProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { payment, status, direction } = state;
  const resultKey = direction === 'deposit' ? 'deposit' : 'withdraw';
  const outcome = payment ? outcomeOf(payment.status, direction) : null;

  let title: string;
  let text: string | null = null;
  if (status === 'missing') {
    title = t('payments_return_missing_title');
    text = t('payments_return_missing_text');
  } else if (status === 'failed' && !payment) {
    title = t('payments_return_failed_title');
  } else if (outcome) {
    title = t(`payment_result_${resultKey}_${outcome}_title`);
    // A deposit read back as credited says so; the generic result text only promises it.
    text =
      status === 'waiting'
        ? t('payments_return_waiting')
        : status === 'done' && direction === 'deposit' && outcome === 'success'
          ? t('payments_return_credited')
          : t(`payment_result_${resultKey}_${outcome}_text`);
  } else {
    title = t('payments_return_checking');
  }
  usePageTitle(title);
  useEffect(() => {
    headingRef.current?.focus();
  }, [title]);

  const money = (minor: number) => (payment ? formatMoney(minor, payment.currencyIso, language) : '');
  return (
    <div className={`${styles.page} ${styles.standalone}`}>
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {status === 'loading' ? <Spinner label={t('payments_return_checking')} /> : null}
      {text ? <p>{text}</p> : null}
      {payment ? <p>{t('payments_return_reference', { paymentId: payment.paymentId })}</p> : null}
      {payment ? (
        <dl className={styles.facts}>
          <dt>{t('payments_record_amount')}</dt>
          <dd>{money(payment.amount)}</dd>
          {payment.bonusAmount > 0 ? (
            <>
              <dt>{t('payments_record_bonus')}</dt>
              <dd>{money(payment.bonusAmount)}</dd>
            </>
          ) : null}
          {payment.reason ? (
            <>
              <dt>{t('payments_record_reason')}</dt>
              <dd>{payment.reason}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {payment && state.balance !== null && status !== 'failed' ? (
        <p role="status">{t('payments_return_balance', { amount: money(state.balance) })}</p>
      ) : null}
      {status === 'waiting' ? <Spinner label={t('payments_return_checking')} /> : null}
      {status === 'failed' ? (
        <Alert tone="error" action={<Button onClick={onRetry}>{t('payments_retry')}</Button>}>
          {t('payments_return_failed_text')}
        </Alert>
      ) : null}
      <nav aria-label={t('payment_result_next')} className={styles.links}>
        <Link to={`/${language}/historypay`}>{t('payment_result_history')}</Link>
        {direction === 'deposit' ? (
          <Link to={`/${language}/recharge`}>{t('payments_return_again')}</Link>
        ) : (
          <Link to={`/${language}/deduce`}>{t('payments_return_withdrawals')}</Link>
        )}
        <Link to={`/${language}/`}>{t('main_go_home')}</Link>
      </nav>
    </div>
  );
}
