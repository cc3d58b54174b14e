import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { BettingSection } from '@bet/contract';
import { pageTypeFeed, selectBettingSettings, selectChampById, selectSportById } from '@bet/sportsbook';
import { BettingPage, bettingPageClasses as styles } from '../betting-page';
import { themeOfPageType } from '../page-theme';
import { ConnectedBettingSettings, ConnectedSectionSwitch, ConnectedTimeFilter } from './betting-settings';
import { ConnectedGameList } from './connected-game-list';
import { ConnectedSportMenu } from './connected-sport-menu';
import { useBettingParams } from './route-params';
import type { SportsbookUiState } from './state';
import { PageHeading } from '../page-heading';

/** Issue 18: the headings of the page types that stand for a feed of their own (pageTypeFeed). */
const PAGE_TYPE_TITLE_KEYS = {
  topgame: 'sportsbook_page_topgame',
  betsonyour: 'sportsbook_page_betsonyour',
  ipl: 'sportsbook_page_ipl',
} as const;

export interface PageTypeProps {
  /** The route's page type (spec 01 §2 pageType); read from the URL when not given. */
  pageType?: string;
  /** The route's section when its path names it (`createBettingRoutes`); read from the URL when not given. */
  section?: BettingSection;
}

/**
 * Spec 01 §2 `:pageType/:section/:menuSection?/:sport?/:champ?`: the section's games, or a
 * sport's, or a championship's, grouped by championship. The list follows the time filter.
 */
export function SportsbookListingPage({ pageType: routePageType, section: routeSection }: PageTypeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { pageType, section, sportId, champId } = useBettingParams(routePageType, routeSection);
  const theme = themeOfPageType(pageType);
  const timeFilter = useSelector((state: SportsbookUiState) => selectBettingSettings(state).timeFilter);
  const sportName = useSelector((state: SportsbookUiState) =>
    sportId ? selectSportById(state, sportId)?.name : undefined,
  );
  const champName = useSelector((state: SportsbookUiState) =>
    champId ? selectChampById(state, champId)?.name : undefined,
  );
  const onNavigate = useCallback(
    (next: BettingSection) => navigate(pathname.replace(`/${pageType}/${section}`, `/${pageType}/${next}`)),
    [navigate, pathname, pageType, section],
  );
  // Issue 18: a page type that stands for a feed of its own is named by it, unless the route names a championship.
  const pageTitleKey = PAGE_TYPE_TITLE_KEYS[pageType as keyof typeof PAGE_TYPE_TITLE_KEYS];
  const title = champName ?? (pageTitleKey ? t(pageTitleKey) : undefined) ?? sportName ?? t('sportsbook_all_sports');
  return (
    <BettingPage
      theme={theme}
      menu={
        <ConnectedSportMenu section={section} pageType={pageType} currentSportId={sportId} currentChampId={champId} />
      }
    >
      <PageHeading className={styles.heading}>{title}</PageHeading>
      <div className={styles.toolbar}>
        <ConnectedSectionSwitch section={section} onNavigate={onNavigate} />
        <ConnectedTimeFilter />
        <ConnectedBettingSettings section={section} />
      </div>
      {/* Issue 18: each page type shows the feed it stands for (topgame, betsonyour, ipl: pageTypeFeed). */}
      <ConnectedGameList
        request={pageTypeFeed(pageType, { section, sportId, champId, timeFilter })}
        pageType={pageType}
      />
    </BettingPage>
  );
}
