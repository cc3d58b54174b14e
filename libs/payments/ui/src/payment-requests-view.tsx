import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestsState } from '@bet/payments';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import { PaymentsNav } from './payments-nav';
import styles from './payments.module.css';

export interface PaymentRequestsViewProps {
  language: string;
  requests: RequestsState;
  /** payment/requests/{requestId}: the request the address names, focused once shown. */
  requestId?: string | null;
  onRetry: () => void;
}

/** Spec 01 §2 payment/requests: the player's requests about payments, newest first, with the answers. */
export function PaymentRequestsView({ language, requests, requestId = null, onRetry }: PaymentRequestsViewProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const listId = useId();
  const namedRef = useRef<HTMLElement>(null);
  const shown = requests.status === 'loaded';
  useEffect(() => {
    if (shown && requestId) namedRef.current?.focus();
  }, [shown, requestId]);
  usePageTitle(t('payments_requests_title'));
  const topicName = (topicId: string, subTopicId: string) => {
    const topic = requests.topics.find((candidate) => candidate.id === topicId);
    const subTopic = topic?.subTopics.find((candidate) => candidate.id === subTopicId);
    return [topic?.name ?? topicId, subTopic?.name ?? subTopicId].join(' · ');
  };
  let body;
  if (requests.status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('payments_retry')}</Button>}>
        {t('payments_requests_error')}
      </Alert>
    );
  } else if (requests.status !== 'loaded') body = <Spinner label={t('payments_requests_loading')} />;
  else if (requests.requests.length === 0) body = <p>{t('payments_requests_empty')}</p>;
  else {
    body = (
      <ul className={styles.list} id={listId} aria-label={t('payments_requests_list')}>
        {requests.requests.map((request) => (
          <li key={request.requestId}>
            <article
              aria-label={t('payments_request_title', { requestId: request.requestId })}
              aria-current={request.requestId === requestId ? 'true' : undefined}
              ref={request.requestId === requestId ? namedRef : undefined}
              tabIndex={request.requestId === requestId ? -1 : undefined}
              className={styles.record}
            >
              <h2>{t('payments_request_title', { requestId: request.requestId })}</h2>
              <dl className={styles.facts}>
                <dt>{t('payments_record_status')}</dt>
                <dd>{t(`payments_request_status_${request.status}`)}</dd>
                <dt>{t('payments_request_topic')}</dt>
                <dd>{topicName(request.topicId, request.subTopicId)}</dd>
                {request.paymentId ? (
                  <>
                    <dt>{t('payments_request_payment')}</dt>
                    <dd>№ {request.paymentId}</dd>
                  </>
                ) : null}
                <dt>{t('payments_record_date')}</dt>
                <dd>{time.dateTime(request.createdAt * 1000)}</dd>
                <dt>{t('payments_request_message')}</dt>
                <dd>{request.message}</dd>
                {request.answer ? (
                  <>
                    <dt>{t('payments_request_answer')}</dt>
                    <dd>{request.answer}</dd>
                  </>
                ) : null}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('payments_requests_title')}</h1>
      <PaymentsNav language={language} current="payment/requests" />
      <p>
        <Link to={`/${language}/payment/create-request`}>{t('payments_requests_new')}</Link>
      </p>
      {body}
    </div>
  );
}
