import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import type { BettingSection, Champ, Game, Sport } from '@bet/contract';
import {
  selectBettingSettings,
  selectChampById,
  selectGameById,
  selectMarketGroups,
  selectMarketsNameType,
  selectShownMarketGroups,
  selectSportById,
} from '@bet/sportsbook';
import { ConnectedMediaBoard, ConnectedMediaIcons } from '@bet/media-ui';
import { FeedState } from '../feed-state';
import { gameName, isGameLive } from '../game-facts';
import { GameStatus } from '../game-status';
import { MarketGroups } from '../market-groups';
import { PageHeading } from '../page-heading';
import { Scoreboard } from '../scoreboard';
import { useFeed } from '../use-feed';
import { ConnectedOddsButton } from './connected-odds-button';
import { useLanguage, type SportsbookUiState } from './state';
import { teamPath } from '../team/team-links';
import styles from './game-details.module.css';

/** HTTP status of a game the line no longer has (the sandbox's getLineGame). */
const GONE = 404;

/** A link of the breadcrumbs above the game: its sport's or its championship's page. */
export interface GameCrumb {
  href: string;
  label: string | number;
}

export interface GameDetailsProps {
  gameId: number;
  section: BettingSection;
  /** The page type a bet is picked on (kept with the bet, spec 01 §3 "page type"). */
  pageType: string | undefined;
  /** The breadcrumbs' landmark name. */
  crumbsLabel: string;
  /** The breadcrumbs, from the game and its sport and championship as the menu has them (if it does). */
  crumbsOf: (game: Game, sport: Sport | undefined, champ: Champ | undefined) => readonly GameCrumb[];
  /** What a failure says, unless the game is gone (404). */
  errorText?: string | undefined;
}

/**
 * One game with every market (spec 02 §9 game: 15000 line, 5000 live), as the betting and the
 * cyber game pages show it: breadcrumbs, the game's name as the page's heading, its scoreboard
 * while live (its status otherwise) and its markets grouped.
 */
export function GameDetails({ gameId, section, pageType, crumbsLabel, crumbsOf, errorText }: GameDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const feed = useFeed({ kind: 'game', gameId, section });
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  const names = useSelector(
    (state: SportsbookUiState) =>
      game ? { sport: selectSportById(state, game.sportId), champ: selectChampById(state, game.champId) } : undefined,
    shallowEqual,
  );
  // Spec 01 §3 filteredMarkets and isWideScreenScoreboard.
  const groups = useSelector((state: SportsbookUiState) => selectShownMarketGroups(state, gameId));
  const allFiltered = useSelector(
    (state: SportsbookUiState) => groups.length === 0 && selectMarketGroups(state, gameId).length > 0,
  );
  const wide = useSelector((state: SportsbookUiState) => selectBettingSettings(state).isWideScreenScoreboard);
  // Issue 12: spec 01 §3 marketsNameType (the markets_name_type cookie).
  const marketsNameType = useSelector(selectMarketsNameType);
  const renderOdds = useCallback(
    (marketId: number) => <ConnectedOddsButton key={marketId} marketId={marketId} pageType={pageType} />,
    [pageType],
  );
  return (
    <>
      {game ? (
        <>
          <nav aria-label={crumbsLabel}>
            <ol className={styles.breadcrumbs}>
              {crumbsOf(game, names?.sport, names?.champ).map((crumb) => (
                <li key={crumb.href}>
                  <Link to={crumb.href}>{crumb.label}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <PageHeading className={styles.heading}>{gameName(game)}</PageHeading>
          {/* Issue 18: each side's team page (spec 01 §2 team info), where the line knows the team. */}
          {game.team1Id !== null || game.team2Id !== null ? (
            <nav aria-label={t('sportsbook_team_links')}>
              <ul className={styles.teams}>
                {(
                  [
                    [game.team1Id, game.team1],
                    [game.team2Id, game.team2],
                  ] as const
                ).map(([teamId, team]) =>
                  teamId === null ? null : (
                    <li key={teamId}>
                      <Link to={teamPath(language, teamId)}>{t('sportsbook_team_link', { team })}</Link>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          ) : null}
          {isGameLive(game) ? <Scoreboard game={game} wide={wide} /> : <GameStatus game={game} />}
          {isGameLive(game) ? (
            <ConnectedMediaIcons
              gameId={game.id}
              sportId={game.sportId}
              game={gameName(game)}
              gameLink={location.pathname}
              place="page"
            />
          ) : null}
          <ConnectedMediaBoard gameId={game.id} isLive={isGameLive(game)} />
        </>
      ) : null}
      <FeedState
        status={feed.status}
        hasData={game !== undefined}
        onRetry={feed.retry}
        errorText={feed.status.httpStatus === GONE ? t('sportsbook_game_gone') : errorText}
      />
      {groups.length > 0 ? (
        <MarketGroups groups={groups} renderOdds={renderOdds} marketsNameType={marketsNameType} />
      ) : null}
      {allFiltered ? <p role="status">{t('sportsbook_markets_all_filtered')}</p> : null}
    </>
  );
}
