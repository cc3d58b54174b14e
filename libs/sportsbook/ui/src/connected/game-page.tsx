import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectChampById, selectGameById, selectMarketGroups, selectSportById } from '@bet/sportsbook';
import { BettingPage, bettingPageClasses as styles } from '../betting-page';
import { FeedState } from '../feed-state';
import { gameName, isGameLive } from '../game-facts';
import { GameStatus } from '../game-status';
import { listingPath } from '../links';
import { MarketGroups } from '../market-groups';
import { themeOfPageType } from '../page-theme';
import { Scoreboard } from '../scoreboard';
import { useFeed } from '../use-feed';
import { ConnectedOddsButton } from './connected-odds-button';
import { ConnectedSportMenu } from './connected-sport-menu';
import type { PageTypeProps } from './listing-page';
import { useBettingParams } from './route-params';
import { useLanguage, type SportsbookUiState } from './state';
import { PageHeading } from '../page-heading';

/** HTTP status of a game the line no longer has (the sandbox's getLineGame). */
const GONE = 404;

/**
 * Spec 01 §2 game page `:pageType/:section/:menuSection/:sport/:champ/:game`: every market,
 * grouped, and the scoreboard of a live game (spec 02 §9 game: 15000 line, 5000 live).
 */
export function SportsbookGamePage({ pageType: routePageType }: PageTypeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pageType, section, gameId = 0 } = useBettingParams(routePageType);
  const feed = useFeed({ kind: 'game', gameId, section });
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  const sport = useSelector((state: SportsbookUiState) => (game ? selectSportById(state, game.sportId) : undefined));
  const champ = useSelector((state: SportsbookUiState) => (game ? selectChampById(state, game.champId) : undefined));
  const groups = useSelector((state: SportsbookUiState) => selectMarketGroups(state, gameId));
  const renderOdds = useCallback(
    (marketId: number) => <ConnectedOddsButton key={marketId} marketId={marketId} pageType={pageType} />,
    [pageType],
  );
  const sportLink = game && { id: game.sportId, name: sport?.nameEng ?? '' };
  return (
    <BettingPage
      theme={themeOfPageType(pageType)}
      menu={
        <ConnectedSportMenu
          section={section}
          pageType={pageType}
          currentSportId={game?.sportId}
          currentChampId={game?.champId}
        />
      }
    >
      {game && sportLink ? (
        <>
          <nav aria-label={t('sportsbook_menu_label')}>
            <ol className={styles.breadcrumbs}>
              <li>
                <Link to={listingPath({ language, section, pageType, sport: sportLink })}>
                  {sport?.name ?? sportLink.id}
                </Link>
              </li>
              <li>
                <Link
                  to={listingPath({
                    language,
                    section,
                    pageType,
                    sport: sportLink,
                    champ: { id: game.champId, name: champ?.name ?? '' },
                  })}
                >
                  {champ?.name ?? game.champId}
                </Link>
              </li>
            </ol>
          </nav>
          <PageHeading className={styles.heading}>{gameName(game)}</PageHeading>
          {isGameLive(game) ? <Scoreboard game={game} /> : <GameStatus game={game} />}
        </>
      ) : null}
      <FeedState
        status={feed.status}
        hasData={game !== undefined}
        onRetry={feed.retry}
        {...(feed.status.httpStatus === GONE ? { errorText: t('sportsbook_game_gone') } : {})}
      />
      {groups.length > 0 ? <MarketGroups groups={groups} renderOdds={renderOdds} /> : null}
    </BettingPage>
  );
}
