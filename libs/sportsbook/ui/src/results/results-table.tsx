import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResult } from '@bet/contract';
import { usePlayerTime } from '@bet/time-settings-ui';
import { ResultsGroup, type ChampResultsProps } from './results-group';
import styles from './results.module.css';

/** "(1:0, 1:1)": the score of each period, as results pages print them. */
export function periodsText(result: GameResult): string {
  const { periods } = result.scores;
  return periods.length > 0 ? `(${periods.map((period) => `${period.score1}:${period.score2}`).join(', ')})` : '';
}

/**
 * A championship's finished games (spec 01 §2 results): finish time, teams, the final score and
 * the score by period. A table named by its heading, one row a game.
 */
export const ResultsTable = memo(function ResultsTable({ title, results }: ChampResultsProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  return (
    <ResultsGroup title={title}>
      {(headingId) => (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('sportsbook_results_time')}</th>
              <th scope="col">{t('sportsbook_results_game')}</th>
              <th scope="col">{t('sportsbook_results_score')}</th>
              <th scope="col">{t('sportsbook_results_periods')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.gameId} data-game-id={result.gameId}>
                <td>
                  <time dateTime={time.iso(result.finishedAt * 1000)}>{time.time(result.finishedAt * 1000)}</time>
                </td>
                <th scope="row">
                  {result.team1} – {result.team2}
                </th>
                <td className={styles.score}>
                  {result.scores.score1}:{result.scores.score2}
                </td>
                <td className={styles.periods}>{periodsText(result)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResultsGroup>
  );
});
