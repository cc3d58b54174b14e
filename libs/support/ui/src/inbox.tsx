import { useTranslation } from 'react-i18next';
import type { PlayerMessage } from '@bet/contract';
import type { LoadStatus } from '@bet/support';
import { Alert, Button, EmptyState, Spinner } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './support.module.css';

export interface InboxProps {
  messages: readonly PlayerMessage[];
  status: LoadStatus;
  /** The list has been answered at least once. */
  loaded: boolean;
  openId: number | null;
  onOpen: (id: number | null) => void;
  onRetry: () => void;
}

/**
 * The player's messages: newest first, unread ones marked; opening one shows its text (and reads
 * it on the server). Each message is a disclosure button, so the list reads as a list of toggles.
 */
export function Inbox({ messages, status, loaded, openId, onOpen, onRetry }: InboxProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  if (!loaded && status === 'pending') return <Spinner label={t('support_messages_loading')} />;
  if (!loaded && status === 'failed')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('support_messages_retry')}
          </Button>
        }
      >
        {t('support_messages_failed')}
      </Alert>
    );
  if (messages.length === 0) return <EmptyState title={t('support_messages_empty')} headingLevel={3} />;
  return (
    <ul className={styles.inbox} aria-label={t('support_messages_list')}>
      {messages.map((message) => {
        const open = message.id === openId;
        const panelId = `support-message-${message.id}`;
        return (
          <li key={message.id}>
            <button
              type="button"
              className={styles.messageButton}
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              onClick={() => onOpen(open ? null : message.id)}
            >
              <span className={message.read ? undefined : styles.unreadTitle}>{message.title}</span>
              {message.read ? null : <span className={styles.badge}>{t('support_messages_unread')}</span>}
              <time dateTime={time.iso(message.sentAt)}>{time.dateTime(message.sentAt)}</time>
            </button>
            {open ? (
              <div id={panelId} className={styles.bubble}>
                {message.text}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
