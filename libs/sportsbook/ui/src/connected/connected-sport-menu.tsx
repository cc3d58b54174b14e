import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { BettingSection } from '@bet/contract';
import { selectBettingSettings, selectChampsOfSport, selectMenuSports } from '@bet/sportsbook';
import { FeedState } from '../feed-state';
import { listingPath } from '../links';
import { champsListClass, MenuLinks, SportMenu, type MenuLink } from '../sport-menu';
import { useFeed } from '../use-feed';
import { useLanguage, type SportsbookUiState } from './state';

export interface ConnectedSportMenuProps {
  section: BettingSection;
  pageType?: string | undefined;
  currentSportId?: number | undefined;
  currentChampId?: number | undefined;
}

function countOf(item: { lineCount: number; liveCount: number }, section: BettingSection): number {
  return section === 'live' ? item.liveCount : item.lineCount;
}

function ConnectedChamps({
  section,
  sportId,
  sportName,
  pageType,
  currentChampId,
}: {
  section: BettingSection;
  sportId: number;
  sportName: string;
  pageType?: string | undefined;
  currentChampId?: number | undefined;
}) {
  const language = useLanguage();
  const champs = useSelector((state: SportsbookUiState) => selectChampsOfSport(state, section, sportId));
  const links = useMemo<MenuLink[]>(
    () =>
      champs.map((champ) => ({
        id: champ.id,
        name: champ.name,
        count: countOf(champ, section),
        href: listingPath({ language, section, pageType, sport: { id: sportId, name: sportName }, champ }),
      })),
    [champs, language, section, pageType, sportId, sportName],
  );
  return <MenuLinks links={links} currentId={currentChampId} className={champsListClass} />;
}

/** The section's menu (spec 02 §9 menu: 10000 line, 5000 live), the current sport open. */
export function ConnectedSportMenu({ section, pageType, currentSportId, currentChampId }: ConnectedSportMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const feed = useFeed({ kind: 'menu', section });
  const sports = useSelector((state: SportsbookUiState) => selectMenuSports(state, section));
  const groupByCategories = useSelector(
    (state: SportsbookUiState) => selectBettingSettings(state).isGroupSportsByCategories,
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(currentSportId ? [currentSportId] : []));
  const links = useMemo<MenuLink[]>(
    () =>
      sports.map((sport) => ({
        id: sport.id,
        name: sport.name,
        count: countOf(sport, section),
        href: listingPath({ language, section, pageType, sport: { id: sport.id, name: sport.nameEng } }),
        isCyber: sport.cyberTypeId !== null,
      })),
    [sports, language, section, pageType],
  );
  const onToggle = useCallback((sportId: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(sportId)) next.add(sportId);
      return next;
    });
  }, []);
  const renderChamps = useCallback(
    (sportId: number) => (
      <ConnectedChamps
        section={section}
        sportId={sportId}
        sportName={sports.find((sport) => sport.id === sportId)?.nameEng ?? ''}
        pageType={pageType}
        currentChampId={currentChampId}
      />
    ),
    [section, sports, pageType, currentChampId],
  );
  return (
    <>
      <SportMenu
        sports={links}
        expandedIds={expanded}
        onToggle={onToggle}
        renderChamps={renderChamps}
        currentSportId={currentChampId === undefined ? currentSportId : undefined}
        groupByCategories={groupByCategories}
      />
      <FeedState
        status={feed.status}
        hasData={links.length > 0}
        onRetry={feed.retry}
        staleText={t('sportsbook_menu_stale')}
      />
    </>
  );
}
