import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@bet/ui';
import { isFeedStale, type FeedStatus } from '@bet/sportsbook';
import styles from './sportsbook.module.css';

/** HTTP status of a game or list the line no longer has: gone, not out of date. */
const GONE = 404;

export interface FeedStateProps {
  status: FeedStatus;
  /** Something is on screen already: loading shows nothing more, a failure marks it out of date. */
  hasData: boolean;
  onRetry: () => void;
  /** The text of a ready list without games. */
  emptyText?: string;
  /** The text of a failure with nothing to show, or of a 404 (a game page: the game is gone). */
  errorText?: string;
  /** What the out-of-date marker says (the odds, by default). */
  staleText?: string;
}

/**
 * Loading, empty and failed states of a feed. A failure with nothing shown is an error; with
 * data shown it keeps the data and marks it as possibly out of date (issue 17 "stale-odds
 * marker"), as does an answer later than its interval, until the next answer comes. The feed
 * retries by itself (@bet/sportsbook README); both offer a retry now.
 */
export function FeedState({ status, hasData, onRetry, emptyText, errorText, staleText }: FeedStateProps) {
  const { t } = useTranslation();
  const retry = (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      {t('sportsbook_retry')}
    </Button>
  );
  if (status.status === 'failed' && (!hasData || status.httpStatus === GONE)) {
    return (
      <Alert tone="error" title={errorText ?? t('sportsbook_error')} action={retry}>
        {status.error}
      </Alert>
    );
  }
  if (hasData && isFeedStale(status)) {
    return (
      <Alert tone="warning" title={staleText ?? t('sportsbook_stale')} action={retry}>
        {status.status === 'failed' ? t('sportsbook_stale_failed') : t('sportsbook_stale_late')}
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
