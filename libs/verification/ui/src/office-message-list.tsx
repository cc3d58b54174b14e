import { useTranslation } from 'react-i18next';
import type { OfficeMessage } from '@bet/contract';
import { Alert } from '@bet/ui';
import styles from './verification.module.css';

export interface OfficeMessageListProps {
  /** At most 3, the server's first (spec 02 §8 Office, `officeMessages` of @bet/contract). */
  messages: readonly OfficeMessage[];
}

/** The messages of an office call: the server's texts as they come, ours by key. */
export function OfficeMessageList({ messages }: OfficeMessageListProps) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className={styles.messages}>
      {messages.map((message, index) => (
        <Alert key={`${index}-${message.text}`} tone={message.tone}>
          {message.isKey ? t(message.text) : message.text}
        </Alert>
      ))}
    </div>
  );
}
