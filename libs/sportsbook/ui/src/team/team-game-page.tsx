import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { selectGameById, selectTeamInfo } from '@bet/sportsbook';
import { GameDetails } from '../connected/game-details';
import { useLanguage, type SportsbookUiState } from '../connected/state';
import { teamPath } from './team-links';
import styles from './team.module.css';

/**
 * Spec 01 §2 team game page `team/{teamId}/game/{gameId}` (issue 18): the game with every market,
 * as the betting game page shows it, with the crumbs leading back to the team. Polled as a live
 * game until its first answer says it is in the line (spec 02 §9 game: 5000 live, 15000 line).
 */
export function TeamGamePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const teamId = Number(params['teamId']);
  const gameId = Number(params['gameId']);
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  const teamName = useSelector((state: SportsbookUiState) => selectTeamInfo(state, teamId)?.team.name);
  const section = game && !game.isLive ? 'line' : 'live';
  return (
    <div className={styles.page}>
      <GameDetails
        gameId={gameId}
        section={section}
        pageType="team"
        crumbsLabel={t('sportsbook_team_crumbs')}
        crumbsOf={(shown) => [
          {
            href: teamPath(language, teamId),
            label:
              teamName ??
              (shown.team1Id === teamId
                ? shown.team1
                : shown.team2Id === teamId
                  ? shown.team2
                  : t('sportsbook_team_heading')),
          },
        ]}
      />
    </div>
  );
}
