import { useTranslation } from 'react-i18next';
import { GAME_STATUSES, type Game } from '@bet/contract';
import { formatClock, formatStart, isGameLive, startIso } from './game-facts';
import styles from './game-row.module.css';

export interface GameStatusProps {
  game: Pick<Game, 'status' | 'startTime' | 'time' | 'period'>;
}

/** Where a game stands: its start time before play, the live clock and period in play (spec 01 §4 statuses). */
export function GameStatus({ game }: GameStatusProps) {
  const { t, i18n } = useTranslation();
  if (game.status === GAME_STATUSES.finished) return <span className={styles.status}>{t('sportsbook_finished')}</span>;
  if (!isGameLive(game)) {
    return (
      <time className={styles.status} dateTime={startIso(game)}>
        {formatStart(game, i18n.language)}
      </time>
    );
  }
  return (
    <span className={styles.status}>
      <span className={styles.live}>{t('sportsbook_live_badge')}</span>{' '}
      {game.status === GAME_STATUSES.break ? (
        t('sportsbook_break')
      ) : (
        <>
          {game.time !== null ? <span className={styles.clock}>{formatClock(game.time)}</span> : null}
          {game.period !== null ? <> {t('sportsbook_period', { period: game.period })}</> : null}
        </>
      )}
    </span>
  );
}
