import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '@bet/promotion';
import { Alert, Button, Spinner, TextField } from '@bet/ui';
import styles from './promotion.module.css';

export interface InviteLinkProps {
  /** The player's invite link; null while it loads or when the load failed. */
  link: string | null;
  status: LoadStatus;
  onRetry: () => void;
  /** Writes the text to the clipboard; the browser's clipboard unless given (stories, tests). */
  copy?: (text: string) => Promise<void>;
}

const browserCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The invite link with a copy button. The link sits in a read-only field (a player can select it
 * by hand when the clipboard is refused), and the copy's outcome is said in a polite live region,
 * so a screen reader hears it as well as it is shown.
 */
export function InviteLink({ link, status, onRetry, copy = browserCopy }: InviteLinkProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');

  if (link === null && status === 'failed')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('promotion_retry')}
          </Button>
        }
      >
        {t('bringfriend_failed')}
      </Alert>
    );
  if (link === null) return <Spinner label={t('bringfriend_loading')} />;

  async function copyLink(text: string) {
    try {
      await copy(text);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className={styles.linkRow}>
      <TextField
        className={styles.linkField}
        label={t('bringfriend_link_label')}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={() => void copyLink(link)}>{t('bringfriend_copy')}</Button>
      <p role="status" className={copied === 'failed' ? styles.error : styles.success}>
        {copied === 'done' ? t('bringfriend_copied') : copied === 'failed' ? t('bringfriend_copy_failed') : ''}
      </p>
    </div>
  );
}
