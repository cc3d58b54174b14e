import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@bet/ui';
import styles from './shell-notice.module.css';

export interface ShellNoticeProps {
  /** The message, already translated. */
  message: string;
  /** A button after the message (e.g. "Reload"); none when absent. */
  actionLabel?: string;
  onAction?: () => void;
  /** Closes the notice. */
  onDismiss: () => void;
}

/**
 * A site-wide notice in the corner that blocks nothing (spec 02 §4 "Application version", 01 §4
 * "Terms": "an alert appears when update time changes"). A polite status: it does not cut off
 * what a screen reader is reading, and the page stays usable under it.
 */
export function ShellNotice({ message, actionLabel, onAction, onDismiss }: ShellNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <Alert
        tone="info"
        action={
          <span className={styles.actions}>
            {actionLabel && onAction ? (
              <Button size="sm" onClick={onAction}>
                {actionLabel}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('shell_notice_close')}
            </Button>
          </span>
        }
      >
        {message}
      </Alert>
    </div>
  );
}
