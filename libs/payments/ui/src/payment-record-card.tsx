import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '@bet/contract';
import { formatMoney } from '@bet/i18n';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './payments.module.css';

export interface PaymentRecordCardProps {
  payment: PaymentRecord;
  language: string;
  /** Heading level inside the page (2 in a page's list, 3 under a section). */
  level?: 2 | 3;
  /** A control after the facts (the deduce page's cancel). */
  action?: ReactNode;
}

/** One payment as the history and the deduce page show it: an article named "Deposit № 5001". */
export function PaymentRecordCard({ payment, language, level = 2, action }: PaymentRecordCardProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={headingId} className={styles.record}>
      <Heading id={headingId}>
        {t('payments_record_title', { kind: t(`payments_kind_${payment.kind}`), paymentId: payment.paymentId })}
      </Heading>
      <dl className={styles.facts}>
        <dt>{t('payments_record_status')}</dt>
        <dd>{t(`payments_status_${payment.status}`)}</dd>
        <dt>{t('payments_record_amount')}</dt>
        <dd>{formatMoney(payment.amount, payment.currencyIso, language)}</dd>
        {payment.bonusAmount > 0 ? (
          <>
            <dt>{t('payments_record_bonus')}</dt>
            <dd>{formatMoney(payment.bonusAmount, payment.currencyIso, language)}</dd>
          </>
        ) : null}
        <dt>{t('payments_record_method')}</dt>
        <dd>{t(`payment_method_${payment.methodId}`)}</dd>
        {payment.cardMask ? (
          <>
            <dt>{t('payments_record_card')}</dt>
            <dd>{payment.cardMask}</dd>
          </>
        ) : null}
        <dt>{t('payments_record_date')}</dt>
        <dd>
          <time dateTime={time.iso(payment.createdAt * 1000)}>{time.dateTime(payment.createdAt * 1000)}</time>
        </dd>
        {payment.reason ? (
          <>
            <dt>{t('payments_record_reason')}</dt>
            <dd>{payment.reason}</dd>
          </>
        ) : null}
      </dl>
      {action}
    </article>
  );
}
