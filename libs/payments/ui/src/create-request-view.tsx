import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestDraft, RequestsState } from '@bet/payments';
import { Alert, Button, Select, Spinner, usePageTitle } from '@bet/ui';
import { formatMoney } from '@bet/i18n';
import { PaymentsNav } from './payments-nav';
import { problemText } from './problem-text';
import styles from './payments.module.css';

/** The choice the route holds: payment/create-request/{topic}/{subTopic}/{transaction} (spec 01 §2). */
export interface RequestChoice {
  topicId: string | null;
  subTopicId: string | null;
  transactionId: string | null;
}

export interface CreateRequestViewProps {
  language: string;
  requests: RequestsState;
  choice: RequestChoice;
  /** The player picked a topic, a sub-topic or a payment: the route follows (its sub-routes). */
  onChoose: (choice: RequestChoice) => void;
  onSubmit: (draft: RequestDraft) => void;
  onRetry: () => void;
}

/**
 * Spec 01 §2 payment/create-request with topic, sub-topic and transaction sub-routes: the three
 * choices live in the address (a link can open the form on a payment), the message in the form.
 * A refusal keeps the message; its text is tied to the field in error, which takes the focus.
 */
export function CreateRequestView({ language, requests, choice, onChoose, onSubmit, onRetry }: CreateRequestViewProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const messageId = useId();
  const messageErrorId = useId();
  const transactionRef = useRef<HTMLSelectElement>(null);
  usePageTitle(t('payments_create_title'));
  const { problem, status, created } = requests.create;

  useEffect(() => {
    if (!problem) return;
    if (problem.code === 'transaction_required') transactionRef.current?.focus();
    else if (problem.code === 'message_required') messageRef.current?.focus();
  }, [problem]);

  const topic = requests.topics.find((candidate) => candidate.id === choice.topicId) ?? null;
  const subTopic = topic?.subTopics.find((candidate) => candidate.id === choice.subTopicId) ?? null;
  const transactions = requests.transactions.filter(
    (payment) => !subTopic?.transactionKind || payment.kind === subTopic.transactionKind,
  );
  const problemMessage = problem ? problemText(t, problem, null, language) : null;
  const messageError = problem?.code === 'message_required' ? problemMessage : null;
  const transactionError = problem?.code === 'transaction_required' ? problemMessage : null;
  const formError = problem && !messageError && !transactionError ? problemMessage : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!topic || !subTopic) return;
    onSubmit({ topicId: topic.id, subTopicId: subTopic.id, paymentId: choice.transactionId, message });
  }

  let body;
  if (requests.status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('payments_retry')}</Button>}>
        {t('payments_requests_error')}
      </Alert>
    );
  } else if (requests.status !== 'loaded') body = <Spinner label={t('payments_requests_loading')} />;
  else if (status === 'created' && created) {
    body = (
      <Alert
        tone="success"
        action={<Link to={`/${language}/payment/requests`}>{t('payments_create_to_requests')}</Link>}
      >
        {t('payments_create_created', { requestId: created.requestId })}
      </Alert>
    );
  } else {
    body = (
      <form noValidate className={styles.form} onSubmit={submit}>
        <Select
          label={t('payments_create_topic')}
          value={topic?.id ?? ''}
          options={[
            { value: '', label: t('payments_create_choose') },
            ...requests.topics.map((candidate) => ({ value: candidate.id, label: candidate.name })),
          ]}
          onChange={(event) => onChoose({ topicId: event.target.value || null, subTopicId: null, transactionId: null })}
        />
        {topic ? (
          <Select
            label={t('payments_create_sub_topic')}
            value={subTopic?.id ?? ''}
            options={[
              { value: '', label: t('payments_create_choose') },
              ...topic.subTopics.map((candidate) => ({ value: candidate.id, label: candidate.name })),
            ]}
            onChange={(event) =>
              onChoose({ topicId: topic.id, subTopicId: event.target.value || null, transactionId: null })
            }
          />
        ) : null}
        {subTopic?.needsTransaction ? (
          transactions.length === 0 ? (
            <Alert tone="info">{t('payments_create_no_transactions')}</Alert>
          ) : (
            <Select
              ref={transactionRef}
              label={t('payments_create_transaction')}
              value={choice.transactionId ?? ''}
              error={transactionError}
              options={[
                { value: '', label: t('payments_create_choose') },
                ...transactions.map((payment) => ({
                  value: payment.paymentId,
                  label: `${t('payments_record_title', {
                    kind: t(`payments_kind_${payment.kind}`),
                    paymentId: payment.paymentId,
                  })}, ${formatMoney(payment.amount, payment.currencyIso, language)}`,
                })),
              ]}
              onChange={(event) =>
                onChoose({
                  topicId: topic?.id ?? null,
                  subTopicId: subTopic.id,
                  transactionId: event.target.value || null,
                })
              }
            />
          )
        ) : null}
        {subTopic ? (
          <div>
            <label htmlFor={messageId}>{t('payments_create_message')}</label>
            <textarea
              id={messageId}
              ref={messageRef}
              name="message"
              rows={5}
              maxLength={2000}
              required
              value={message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? messageErrorId : undefined}
              onChange={(event) => setMessage(event.target.value)}
            />
            {messageError ? <p id={messageErrorId}>{messageError}</p> : null}
          </div>
        ) : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {subTopic ? (
          <Button type="submit" busy={status === 'pending'}>
            {t('payments_create_submit')}
          </Button>
        ) : null}
      </form>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('payments_create_title')}</h1>
      <PaymentsNav language={language} />
      {body}
    </div>
  );
}
