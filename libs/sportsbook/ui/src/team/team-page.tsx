import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { selectTeamInfo, type FeedRequest } from '@bet/sportsbook';
import { FeedState } from '../feed-state';
import { listingPath } from '../links';
import { PageHeading } from '../page-heading';
import { ConnectedGameList } from '../connected/connected-game-list';
import { useLanguage, type SportsbookUiState } from '../connected/state';
import { ResultsTable } from '../results/results-table';
import { useFeed } from '../use-feed';
import styles from './team.module.css';

const LINE_MENU: FeedRequest = { kind: 'menu', section: 'line' };
const LIVE_MENU: FeedRequest = { kind: 'menu', section: 'live' };

/** HTTP status of a team the line does not know (the sandbox's getTeam). */
const UNKNOWN = 404;

/**
 * Spec 01 §2 team info page `team/{teamId}` (issue 18): who the team is (its sport and the
 * championships it plays in, each linking to its line), its games in play and coming, each row
 * opening the game under the team (`team/{id}/game/{id}`), and how its last games ended. The
 * info and results poll every 15 s (spec 02 §9 champ results), the lists at their own rows.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const teamId = Number(useParams()['teamId']);
  const feed = useFeed({ kind: 'team', teamId });
  // The lists name their championships and sports from the sections' menus, as a listing page's menu loads them.
  useFeed(LINE_MENU);
  useFeed(LIVE_MENU);
  const info = useSelector((state: SportsbookUiState) => selectTeamInfo(state, teamId));
  const liveId = useId();
  const lineId = useId();
  const unknown = feed.status.status === 'failed' && feed.status.httpStatus === UNKNOWN;
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading}>{info?.team.name ?? t('sportsbook_team_heading')}</PageHeading>
      <FeedState
        status={feed.status}
        hasData={info !== undefined && !unknown}
        onRetry={feed.retry}
        errorText={unknown ? t('sportsbook_team_unknown') : t('sportsbook_team_error')}
        staleText={t('sportsbook_team_error')}
      />
      {info && !unknown ? (
        <>
          <p className={styles.facts}>{t('sportsbook_team_sport', { sport: info.team.sportName })}</p>
          {info.team.champs.length > 0 ? (
            <nav aria-label={t('sportsbook_team_champs')}>
              <ul className={styles.champs}>
                {info.team.champs.map((champ) => (
                  <li key={champ.id}>
                    <Link
                      className={styles.champLink}
                      to={listingPath({
                        language,
                        section: 'line',
                        sport: { id: info.team.sportId, name: info.team.sportName },
                        champ,
                      })}
                    >
                      {champ.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <section className={styles.block} aria-labelledby={liveId}>
            <h2 id={liveId} className={styles.blockTitle}>
              {t('sportsbook_team_live')}
            </h2>
            <ConnectedGameList
              request={{ kind: 'games', section: 'live', teamId }}
              teamId={teamId}
              emptyText={t('sportsbook_team_live_empty')}
            />
          </section>
          <section className={styles.block} aria-labelledby={lineId}>
            <h2 id={lineId} className={styles.blockTitle}>
              {t('sportsbook_team_line')}
            </h2>
            <ConnectedGameList
              request={{ kind: 'games', section: 'line', teamId }}
              teamId={teamId}
              emptyText={t('sportsbook_team_line_empty')}
            />
          </section>
          {info.results.length > 0 ? (
            <ResultsTable title={t('sportsbook_team_results')} results={info.results} />
          ) : (
            <p className={styles.muted}>{t('sportsbook_team_results_empty')}</p>
          )}
        </>
      ) : null}
    </div>
  );
}
