import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@bet/ui';
import { periodsText } from './results-table';
import { usePlayerTime } from '@bet/time-settings-ui';
import { ResultsGroup, type ChampResultsProps } from './results-group';
import styles from './results.module.css';

/**
 * The "zone" presentation of results (spec 01 §2 results/zone; README): a wall of compact
 * scoreboard tiles, a championship a block, for scanning many scores at a glance.
 */
export const ResultsZone = memo(function ResultsZone({ title, results }: ChampResultsProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  return (
    <ResultsGroup title={title}>
      {(headingId) => (
        <ul className={styles.zone} aria-labelledby={headingId}>
          {results.map((result) => (
            <li key={result.gameId} data-game-id={result.gameId}>
              <article className={styles.tile} aria-label={`${result.team1} – ${result.team2}`}>
                <span className={styles.tileTeam}>{result.team1}</span>
                <span className={styles.tileScore} aria-hidden="true">
                  {result.scores.score1}
                </span>
                <span className={styles.tileTeam}>{result.team2}</span>
                <span className={styles.tileScore} aria-hidden="true">
                  {result.scores.score2}
                </span>
                <span className={styles.tileMeta}>
                  <VisuallyHidden>
                    {t('sportsbook_results_final', { score1: result.scores.score1, score2: result.scores.score2 })}{' '}
                  </VisuallyHidden>
                  {time.time(result.finishedAt * 1000)} {periodsText(result)}
                </span>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ResultsGroup>
  );
});
