import { useTranslation } from 'react-i18next';
import type { SettingSave } from '@bet/office';
import { Alert } from '@bet/ui';
import styles from './office-settings.module.css';

export interface SettingSaveStatusProps {
  /** What became of the last save of this setting; nothing shown before one. */
  save: SettingSave | undefined;
}

/**
 * The outcome of saving one setting (spec 02 §8 Office): "Saving…" while on its way, then the
 * messages of the office rule (the server's first, at most 3); a failure also says the choice
 * shown was not saved (issue 12 "a failing save keeps what was typed").
 */
export function SettingSaveStatus({ save }: SettingSaveStatusProps) {
  const { t } = useTranslation();
  if (!save) return <p className={styles.status} aria-live="polite" />;
  return (
    <div className={styles.status} aria-live="polite">
      {save.status === 'pending' && <p className={styles.status}>{t('office_setting_saving')}</p>}
      {save.status === 'failed' && <p className={styles.status}>{t('office_setting_not_saved')}</p>}
      {save.status !== 'pending' &&
        save.messages.map((message, index) => (
          <Alert key={`${index}-${message.text}`} tone={message.tone}>
            {message.isKey ? t(message.text) : message.text}
          </Alert>
        ))}
    </div>
  );
}
