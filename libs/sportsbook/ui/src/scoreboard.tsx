import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@bet/contract';
import { GameStatus } from './game-status';
import styles from './scoreboard.module.css';

export interface ScoreboardProps {
  game: Game;
  /** Spec 01 §3 isWideScreenScoreboard: the board spans the page's width, teams and score larger. */
  wide?: boolean;
}

/** The live game's board on its page: teams, the score, clock and period, the score by period. */
export const Scoreboard = memo(function Scoreboard({ game, wide = false }: ScoreboardProps) {
  const { t } = useTranslation();
  const scores = game.scores ?? { score1: 0, score2: 0, periods: [] };
  return (
    <section
      className={wide ? `${styles.board} ${styles.wide}` : styles.board}
      aria-label={t('sportsbook_scoreboard')}
      data-wide={wide || undefined}
    >
      <div className={styles.main}>
        <span className={styles.team1}>{game.team1}</span>
        <span
          className={styles.total}
          aria-label={t('sportsbook_score', { score1: scores.score1, score2: scores.score2 })}
        >
          {scores.score1}:{scores.score2}
        </span>
        <span>{game.team2}</span>
      </div>
      <GameStatus game={game} />
      {scores.periods.length > 0 ? (
        <table className={styles.periods}>
          <caption className={styles.caption}>{t('sportsbook_periods')}</caption>
          <thead>
            <tr>
              <td />
              {scores.periods.map((_, index) => (
                <th key={index} scope="col">
                  {index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{game.team1}</th>
              {scores.periods.map((period, index) => (
                <td key={index}>{period.score1}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{game.team2}</th>
              {scores.periods.map((period, index) => (
                <td key={index}>{period.score2}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : null}
    </section>
  );
});
