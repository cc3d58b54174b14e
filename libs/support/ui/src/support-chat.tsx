import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@bet/contract';
import { SUPPORT_CHAT_TEXT_MAX } from '@bet/contract';
import type { FormStatus, LoadStatus } from '@bet/support';
import { Alert, Button, Spinner } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './support.module.css';

export interface SupportChatProps {
  messages: readonly ChatMessage[];
  /** The chat's load: `pending` before the first answer, `failed` when the last poll failed. */
  status: LoadStatus;
  sending: FormStatus;
  /** The last unread support reply; the "mark read" button reads up to it. */
  lastUnreadId: number | null;
  onSend: (text: string) => void;
  onMarkRead: (upToId: number) => void;
}

/**
 * Spec 01 §2 "online chat": the conversation as a log (new replies are announced politely) and
 * a box to write in. The box keeps its text until the send went through, so a failed send loses
 * nothing. A reply stays "New" (and counted in the header) until the player answers or marks it read.
 */
export function SupportChat({ messages, status, sending, lastUnreadId, onSend, onMarkRead }: SupportChatProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const [text, setText] = useState('');
  const [lastSending, setLastSending] = useState(sending);
  const inputId = useId();
  // The box empties once the send went through (pending -> done), never on a failure.
  if (sending !== lastSending) {
    setLastSending(sending);
    if (lastSending === 'pending' && sending === 'done') setText('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' || sending === 'pending') return;
    onSend(trimmed);
  }

  return (
    <div className={styles.form}>
      {status === 'pending' && messages.length === 0 ? <Spinner label={t('support_chat_loading')} /> : null}
      {status === 'failed' ? <Alert tone="warning">{t('support_chat_failed')}</Alert> : null}
      {/* A scrolling log: focusable, so keyboard users can scroll it. */}
      <div className={styles.logScroll} role="log" aria-label={t('support_chat_log')} aria-live="polite" tabIndex={0}>
        <ol className={styles.log}>
          {messages.length === 0 && status !== 'pending' ? <li>{t('support_chat_empty')}</li> : null}
          {messages.map((message) => (
            <li key={message.id} className={`${styles.bubble} ${message.author === 'player' ? styles.mine : ''}`}>
              <span className={styles.meta}>
                <span>{message.author === 'player' ? t('support_chat_you') : t('support_chat_support')}</span>
                <time dateTime={time.iso(message.sentAt)}>{time.dateTime(message.sentAt)}</time>
                {message.author === 'support' && !message.read ? (
                  <span className={styles.badge}>{t('support_chat_new')}</span>
                ) : null}
              </span>
              <span>{message.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {lastUnreadId !== null ? (
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => onMarkRead(lastUnreadId)}>
            {t('support_chat_mark_read')}
          </Button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.textareaLabel} htmlFor={inputId}>
          {t('support_chat_input')}
          <textarea
            id={inputId}
            className={styles.textarea}
            value={text}
            maxLength={SUPPORT_CHAT_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div className={styles.row}>
          <Button type="submit" disabled={sending === 'pending'}>
            {sending === 'pending' ? t('support_chat_sending') : t('support_chat_send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
