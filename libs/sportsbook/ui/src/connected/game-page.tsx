import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectGameById } from '@bet/sportsbook';
import { BettingPage } from '../betting-page';
import { listingPath } from '../links';
import { themeOfPageType } from '../page-theme';
import { ConnectedSportMenu } from './connected-sport-menu';
import { GameDetails } from './game-details';
import type { PageTypeProps } from './listing-page';
import { useBettingParams } from './route-params';
import { useLanguage, type SportsbookUiState } from './state';

/**
 * Spec 01 §2 game page `:pageType/:section/:menuSection/:sport/:champ/:game`: every market,
 * grouped, and the scoreboard of a live game (spec 02 §9 game: 15000 line, 5000 live), below
 * links to the game's sport and championship listings.
 */
export function SportsbookGamePage({ pageType: routePageType, section: routeSection }: PageTypeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pageType, section, gameId = 0 } = useBettingParams(routePageType, routeSection);
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
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
      <GameDetails
        gameId={gameId}
        section={section}
        pageType={pageType}
        crumbsLabel={t('sportsbook_menu_label')}
        crumbsOf={({ sportId, champId }, sport, champ) => {
          const sportLink = { id: sportId, name: sport?.nameEng ?? '' };
          const champLink = { id: champId, name: champ?.name ?? '' };
          return [
            { href: listingPath({ language, section, pageType, sport: sportLink }), label: sport?.name ?? sportId },
            {
              href: listingPath({ language, section, pageType, sport: sportLink, champ: champLink }),
              label: champ?.name ?? champId,
            },
          ];
        }}
      />
    </BettingPage>
  );
}
