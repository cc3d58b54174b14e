import { useTranslation } from 'react-i18next';
import type { PlayerIdea } from '@bet/contract';
import type { LoadStatus } from '@bet/support';
import { Alert, Button, EmptyState, Spinner } from '@bet/ui';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './support.module.css';

export interface IdeaListProps {
  ideas: readonly PlayerIdea[];
  status: LoadStatus;
  /** The list has been answered at least once. */
  loaded: boolean;
  onRetry: () => void;
}

/** The player's shared ideas, newest first, each with its topic, state and when it was sent. */
export function IdeaList({ ideas, status, loaded, onRetry }: IdeaListProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  if (!loaded && status === 'pending') return <Spinner label={t('idea_list_loading')} />;
  if (!loaded && status === 'failed')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('promotion_retry')}
          </Button>
        }
      >
        {t('idea_list_failed')}
      </Alert>
    );
  if (ideas.length === 0) return <EmptyState title={t('idea_list_empty')} headingLevel={3} />;
  return (
    <ul className={styles.inbox} aria-label={t('idea_list_title')}>
      {ideas.map((idea) => (
        <li key={idea.id} className={styles.idea}>
          <p className={styles.ideaMeta}>
            <span>{t(`idea_topic_${idea.topic}`)}</span>
            <span className={styles.ideaState}>{t(`idea_state_${idea.state}`)}</span>
            <time dateTime={time.iso(idea.sentAt)}>{t('idea_sent', { date: time.dateTime(idea.sentAt) })}</time>
          </p>
          <p className={styles.ideaText}>{idea.text}</p>
        </li>
      ))}
    </ul>
  );
}
