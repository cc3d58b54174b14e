import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@bet/ui';
import type { FeedStatus } from '@bet/sportsbook';
import styles from './sportsbook.module.css';

export interface FeedStateProps {
  status: FeedStatus;
  /** Something is on screen already: loading shows nothing more, a failure shows above it. */
  hasData: boolean;
  onRetry: () => void;
  /** The text of a ready list without games. */
  emptyText?: string;
  /** The text of a failure (the HTTP status 404 of a game page: the game is gone). */
  errorText?: string;
}

/**
 * Loading, empty and failed states of a feed. A failure keeps the data shown (the feed retries
 * by itself, @bet/sportsbook README) and offers a retry now.
 */
export function FeedState({ status, hasData, onRetry, emptyText, errorText }: FeedStateProps) {
  const { t } = useTranslation();
  if (status.status === 'failed') {
    return (
      <Alert
        tone="error"
        title={errorText ?? t('sportsbook_error')}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('sportsbook_retry')}
          </Button>
        }
      >
        {status.error}
      </Alert>
    );
  }
  if (hasData) return null;
  if (status.status === 'ready') {
    return <p className={styles.state}>{emptyText ?? t('sportsbook_empty')}</p>;
  }
  return (
    <div className={styles.state}>
      <Spinner label={t('sportsbook_loading')} showLabel />
    </div>
  );
}
