import { GAME_STATUSES, type Game } from '@bet/contract';
import { usePlayerTime } from '@bet/time-settings-ui';
import { useT } from '@bet/ui';
import { formatClock, isGameLive } from './game-facts';
import styles from './game-row.module.css';

export interface GameStatusProps {
  game: Pick<Game, 'status' | 'startTime' | 'time' | 'period'>;
}

/** Where a game stands: its start time before play, the live clock and period in play (spec 01 §4 statuses). */
export function GameStatus({ game }: GameStatusProps) {
  // useT, not useTranslation: mounted once per row, up to 1,000 times (issue 16).
  const t = useT();
  const time = usePlayerTime();
  if (game.status === GAME_STATUSES.finished) return <span className={styles.status}>{t('sportsbook_finished')}</span>;
  if (!isGameLive(game)) {
    return (
      // The start on the player's clock (issue 12): "24.11, 18:30" or "24.11, 6:30 PM".
      <time className={styles.status} dateTime={time.iso(game.startTime * 1000)}>
        {time.dayMonthTime(game.startTime * 1000)}
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
