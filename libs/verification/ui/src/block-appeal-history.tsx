import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_APPEAL_TEXT_LIMITS, type BlockAppeal, type OfficeMessage } from '@bet/contract';
import { usePlayerTime } from '@bet/time-settings-ui';
import { Alert, Button, EmptyState, Spinner } from '@bet/ui';
import type { FormStatus, LoadStatus } from '@bet/verification';
import { OfficeMessageList } from './office-message-list';
import styles from './verification.module.css';

export interface BlockAppealHistoryProps {
  appeals: readonly BlockAppeal[];
  status: LoadStatus;
  filing: FormStatus;
  messages: readonly OfficeMessage[];
  onFile: (text: string) => void;
}

const STATE_KEYS = {
  pending: 'block_appeal_state_pending',
  accepted: 'block_appeal_state_accepted',
  rejected: 'block_appeal_state_rejected',
} as const;

/**
 * Spec 01 §2 `block-appeal-history` (blocked layout): a new appeal and the appeals filed so far.
 * The text stays in the box until the server has taken it (nothing typed is lost on a refusal).
 */
export function BlockAppealHistory({ appeals, status, filing, messages, onFile }: BlockAppealHistoryProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [sentText, setSentText] = useState<string | null>(null);
  const textId = useId();
  const errorId = useId();
  const headingId = useId();
  // The box empties once the server has taken what was sent.
  if (filing === 'done' && sentText !== null && sentText === text) {
    setText('');
    setSentText(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < BLOCK_APPEAL_TEXT_LIMITS.min) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setSentText(text);
    onFile(trimmed);
  }

  return (
    <div className={styles.page}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={textId} className={styles.textareaLabel}>
          {t('block_appeal_text')}
        </label>
        <textarea
          id={textId}
          className={styles.textarea}
          value={text}
          maxLength={BLOCK_APPEAL_TEXT_LIMITS.max}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {tooShort ? (
          <p id={errorId} className={styles.error}>
            {t('block_appeal_text_short')}
          </p>
        ) : (
          <p className={styles.meta}>{t('block_appeal_text_hint')}</p>
        )}
        <OfficeMessageList messages={messages} />
        <div>
          <Button type="submit" disabled={filing === 'pending'}>
            {filing === 'pending' ? t('block_appeal_sending') : t('block_appeal_submit')}
          </Button>
        </div>
      </form>
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.heading}>
          {t('block_appeal_history')}
        </h2>
        {status === 'pending' || status === 'idle' ? (
          <Spinner label={t('block_appeal_loading')} />
        ) : status === 'failed' ? (
          <Alert tone="error">{t('block_appeal_failed')}</Alert>
        ) : appeals.length === 0 ? (
          <EmptyState title={t('block_appeal_empty')} headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {appeals.map((appeal) => (
              <li key={appeal.id} className={styles.item} data-state={appeal.state}>
                <strong>{t(STATE_KEYS[appeal.state])}</strong>
                <span>{appeal.text}</span>
                {appeal.answer ? <span>{t('block_appeal_answer', { answer: appeal.answer })}</span> : null}
                <span className={styles.meta}>
                  <time dateTime={time.iso(appeal.filedAt)}>
                    {t('block_appeal_filed', { date: time.dateTime(appeal.filedAt) })}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
