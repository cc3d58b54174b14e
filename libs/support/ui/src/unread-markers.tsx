import { useTranslation } from 'react-i18next';
import { countKey } from './count-key';
import styles from './support.module.css';

export interface UnreadMarkersProps {
  /** Unread messages of the inbox (spec 01 §3 user_msg_count). */
  messages: number;
  /** Unread replies of the support chat (spec 01 §2 "online chat (unread marker)"). */
  chatReplies: number;
  /** The inbox on the support page. */
  messagesHref: string;
  /** The chat on the support page. */
  chatHref: string;
}

/**
 * The header's markers: a link to the messages, named by its count ("3 unread messages"), and,
 * while the support has unread replies, a link to the chat named the same way. The visible
 * badge repeats the count for the eye; the link's name says it for screen readers.
 */
export function UnreadMarkers({ messages, chatReplies, messagesHref, chatHref }: UnreadMarkersProps) {
  const { t } = useTranslation();
  const messagesName =
    messages > 0
      ? t(countKey('support_unread_messages', messages), { count: messages })
      : t('support_unread_messages_none');
  return (
    <nav className={styles.markers} aria-label={t('support_markers')}>
      <a className={styles.marker} href={messagesHref} aria-label={messagesName}>
        <span aria-hidden="true">✉</span>
        {messages > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {messages}
          </span>
        ) : null}
      </a>
      {chatReplies > 0 ? (
        <a
          className={styles.marker}
          href={chatHref}
          aria-label={t(countKey('support_unread_replies', chatReplies), { count: chatReplies })}
        >
          <span aria-hidden="true">💬</span>
          <span className={styles.badge} aria-hidden="true">
            {chatReplies}
          </span>
        </a>
      ) : null}
    </nav>
  );
}
