import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectGameById, selectListGameIds, type WithSportsbook } from '@bet/sportsbook';
import { FeedState } from '../feed-state';
import { gameName } from '../game-facts';
import { GameStatus } from '../game-status';
import { useFeed } from '../use-feed';
import { ResultsGroup } from './results-group';
import styles from './results.module.css';

const LiveScoreRow = memo(function LiveScoreRow({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const game = useSelector((state: WithSportsbook) => selectGameById(state, gameId));
  if (!game) return null;
  const scores = game.scores ?? { score1: 0, score2: 0, periods: [] };
  return (
    <tr data-game-id={game.id}>
      <th scope="row">{gameName(game)}</th>
      <td className={styles.score} aria-label={t('sportsbook_score', { score1: scores.score1, score2: scores.score2 })}>
        {scores.score1}:{scores.score2}
      </td>
      <td>
        <GameStatus game={game} />
      </td>
    </tr>
  );
});

/**
 * Results "live" (spec 01 §2 results/live; README): the scores of the games in play now, from
 * the live list of @bet/sportsbook, above the day's finished games. Scores only, no odds.
 */
export function LiveNow() {
  const { t } = useTranslation();
  const feed = useFeed({ kind: 'games', section: 'live' });
  const gameIds = useSelector((state: WithSportsbook) => selectListGameIds(state, feed.request));
  return (
    <ResultsGroup title={t('sportsbook_results_in_play')}>
      {(headingId) => (
        <>
          <FeedState
            status={feed.status}
            hasData={gameIds.length > 0}
            onRetry={feed.retry}
            emptyText={t('sportsbook_results_in_play_empty')}
          />
          {gameIds.length > 0 ? (
            <table className={styles.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t('sportsbook_results_game')}</th>
                  <th scope="col">{t('sportsbook_results_score')}</th>
                  <th scope="col">{t('sportsbook_results_status')}</th>
                </tr>
              </thead>
              <tbody>
                {gameIds.map((id) => (
                  <LiveScoreRow key={id} gameId={id} />
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </ResultsGroup>
  );
}
