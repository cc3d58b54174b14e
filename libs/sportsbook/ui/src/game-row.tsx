import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '@bet/contract';
import { gameName, isGameLive } from './game-facts';
import { GameStatus } from './game-status';
import styles from './game-row.module.css';

export interface GameRowProps {
  game: Game;
  /** The game page. */
  href: string;
  /** The main markets as odds buttons (the connected row puts ConnectedOddsButtons here). */
  odds: ReactNode;
  /** How many main markets the row shows: the "+N" link counts the rest. */
  shownMarkets: number;
}

/**
 * One game of a list (spec 01 §2): start time or live clock and period, the teams linking to
 * the game page, the score in play, the main markets and "+N" more on the game page. A list
 * item, so a screen reader hears how many games the championship has.
 */
export const GameRow = memo(function GameRow({ game, href, odds, shownMarkets }: GameRowProps) {
  const { t } = useTranslation();
  const name = gameName(game);
  const more = Math.max(0, game.marketCount - shownMarkets);
  return (
    <li className={styles.row} data-game-id={game.id}>
      <GameStatus game={game} />
      {/* Heard as "Arsenal – Chelsea", seen as two lines. */}
      <Link to={href} className={styles.teams} aria-label={name}>
        <span>{game.team1}</span>
        <span>{game.team2}</span>
      </Link>
      <span className={styles.score}>
        {isGameLive(game) && game.scores ? (
          <span aria-label={t('sportsbook_score', { score1: game.scores.score1, score2: game.scores.score2 })}>
            {game.scores.score1}:{game.scores.score2}
          </span>
        ) : null}
      </span>
      <div role="group" aria-label={name} className={styles.odds}>
        {odds}
      </div>
      {more > 0 ? (
        <Link to={href} className={styles.more} aria-label={t('sportsbook_more_markets', { game: name, count: more })}>
          +{more}
        </Link>
      ) : (
        <span />
      )}
    </li>
  );
});
