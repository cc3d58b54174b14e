import { memo, type ReactNode, type Ref } from 'react';
import { useT, VisuallyHidden } from '@bet/ui';
import type { Game } from '@bet/contract';
import { gameName, isGameLive } from './game-facts';
import { GameStatus } from './game-status';
import styles from './game-row.module.css';

export interface GameRowProps {
  game: Game;
  /**
   * The game page, as a path of this site. A plain link: the list around the rows (GameTable)
   * navigates in the app for all of them (issue 16).
   */
  href: string;
  /** The main markets as odds buttons (the connected row puts ConnectedOddsButtons here). */
  odds: ReactNode;
  /** How many main markets the row shows: the "+N" link counts the rest. */
  shownMarkets: number;
  /**
   * A row far from the viewport rests: teams only, at the height it had when last shown, so a
   * long live list re-renders only the rows that can be seen (tools/bench/README.md).
   */
  resting?: { height: number | undefined } | undefined;
  rowRef?: Ref<HTMLLIElement> | undefined;
  /** The live game's video and zone icons (@bet/media-ui), under its clock. */
  media?: ReactNode;
  /** Issue 12, spec 01 §3 isShowGameId: the game's number in the line, under its clock; none: hidden. */
  gameNumber?: number | undefined;
  /** Issue 12, spec 01 §3 isDetailedScore: a game in play shows each period's score under the total. */
  detailedScore?: boolean | undefined;
}

/**
 * One game of a list (spec 01 §2): start time or live clock and period, the teams linking to
 * the game page, the score in play, the main markets and "+N" more on the game page. A list
 * item, so a screen reader hears how many games the championship has.
 */
export const GameRow = memo(function GameRow({
  game,
  href,
  odds,
  shownMarkets,
  resting,
  rowRef,
  media,
  gameNumber,
  detailedScore = false,
}: GameRowProps) {
  // useT, not useTranslation: mounted once per row, up to 1,000 times (issue 16).
  const t = useT();
  const name = gameName(game);
  const more = Math.max(0, game.marketCount - shownMarkets);
  // Resting and complete rows keep the teams link at the same place, so the focus stays on it
  // when a Tab brings a resting row into view and it fills in.
  return (
    <li
      ref={rowRef}
      className={resting ? `${styles.row} ${styles.resting}` : styles.row}
      style={resting?.height === undefined ? undefined : { minBlockSize: resting.height }}
      data-game-id={game.id}
    >
      {resting ? (
        <span className={styles.status} />
      ) : media || gameNumber !== undefined ? (
        <span className={styles.lead}>
          <GameStatus game={game} />
          {media}
          {gameNumber === undefined ? null : (
            <span className={styles.number}>{t('sportsbook_game_number', { number: gameNumber })}</span>
          )}
        </span>
      ) : (
        <GameStatus game={game} />
      )}
      {/* Heard as "Arsenal – Chelsea", seen as two lines: the dash is for the ear only, and the name
          comes from the texts themselves, so it contains what is seen (WCAG 2.5.3 "Label in Name"). */}
      <a href={href} className={styles.teams}>
        <span>{game.team1}</span> <VisuallyHidden>–</VisuallyHidden> <span>{game.team2}</span>
      </a>
      <span className={styles.score}>
        {!resting && isGameLive(game) && game.scores ? (
          <span aria-label={t('sportsbook_score', { score1: game.scores.score1, score2: game.scores.score2 })}>
            {game.scores.score1}:{game.scores.score2}
          </span>
        ) : null}
        {!resting && detailedScore && isGameLive(game) && game.scores && game.scores.periods.length > 0 ? (
          <span className={styles.periods}>
            <VisuallyHidden>{t('sportsbook_periods')}: </VisuallyHidden>
            {game.scores.periods.map((period, index) => (
              <span key={index}>
                {period.score1}:{period.score2}{' '}
              </span>
            ))}
          </span>
        ) : null}
      </span>
      {resting ? (
        <div className={styles.odds} />
      ) : (
        <div role="group" aria-label={name} className={styles.odds}>
          {odds}
        </div>
      )}
      {!resting && more > 0 ? (
        <a href={href} className={styles.more} aria-label={t('sportsbook_more_markets', { game: name, count: more })}>
          +{more}
        </a>
      ) : (
        <span />
      )}
    </li>
  );
});
