import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { BettingSection, Game } from '@bet/contract';
import {
  selectChampById,
  selectGameById,
  selectListGameIds,
  selectMainMarketIds,
  selectSportById,
} from '@bet/sportsbook';
import { ConnectedOddsButton } from '../connected/connected-odds-button';
import { useLanguage, type SportsbookUiState } from '../connected/state';
import { FeedState } from '../feed-state';
import { GameRow } from '../game-row';
import { GameTable, sameChampGroups, type ChampGroupView } from '../game-table';
import { useFeed } from '../use-feed';
import { cyberPath } from './cyber-links';

/** The page type a cyber bet is picked on (kept with the bet, spec 01 §3 "page type"). */
export const CYBER_PAGE_TYPE = 'cyber';

/** A cyber game's row: part 4's GameRow and odds buttons, linking to the cyber game page. */
const CyberGameRow = memo(function CyberGameRow({ gameId, section }: { gameId: number; section: BettingSection }) {
  const language = useLanguage();
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  const marketIds = useSelector((state: SportsbookUiState) => selectMainMarketIds(state, gameId));
  if (!game) return null;
  return (
    <GameRow
      game={game}
      href={cyberPath(language, section, { view: 'game', gameId })}
      shownMarkets={marketIds.length}
      odds={marketIds.map((marketId) => (
        <ConnectedOddsButton key={marketId} marketId={marketId} pageType={CYBER_PAGE_TYPE} />
      ))}
    />
  );
});

/** Live games in the live section, not-started ones in the line (the dashboard call gives both). */
export function inSection(game: Game, section: BettingSection): boolean {
  return section === 'live' ? game.isLive : !game.isLive && game.status === 1;
}

export interface CyberGameListProps {
  section: BettingSection;
  /** One discipline (sport.cyberTypeId); all cyber sports without it. */
  cyberTypeId?: number | undefined;
  /** Only this championship's games. */
  champId?: number | undefined;
  /** By championship (lists) or by discipline (the dashboard). */
  groupBy: 'champ' | 'discipline';
  /** The games kept: those of `section` (default), or live or line whatever the page's section. */
  matches?: BettingSection | undefined;
}

/**
 * Cyber games of @bet/sportsbook's `cyber` feed (getCyberDashboard, spec 02 §9 dashboard 15000
 * line / 5000 live) in the section, grouped; groups compare by value, so the table re-renders
 * only when a game joins, leaves or moves, and a row only when its game changed.
 */
export function CyberGameList({ section, cyberTypeId, champId, groupBy, matches = section }: CyberGameListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const feed = useFeed({ kind: 'cyber', section, ...(cyberTypeId === undefined ? {} : { cyberTypeId }) });
  const groups = useSelector((state: SportsbookUiState) => {
    const byKey = new Map<number, ChampGroupView & { gameIds: number[] }>();
    for (const id of selectListGameIds(state, feed.request)) {
      const game = selectGameById(state, id);
      if (!game || !inSection(game, matches) || (champId !== undefined && game.champId !== champId)) continue;
      const key = groupBy === 'champ' ? game.champId : game.sportId;
      let group = byKey.get(key);
      if (!group) {
        const sport = selectSportById(state, game.sportId);
        const sportName = sport?.name ?? '';
        group =
          groupBy === 'champ'
            ? {
                champId: key,
                title: selectChampById(state, game.champId)?.name ?? sportName,
                href: cyberPath(language, section, { view: 'champ', champId: key }),
                gameIds: [],
              }
            : {
                champId: key,
                title: sportName,
                href: cyberPath(language, section, {
                  view: 'discipline',
                  sport: { id: key, name: sport?.nameEng ?? '' },
                }),
                gameIds: [],
              };
        byKey.set(key, group);
      }
      group.gameIds.push(id);
    }
    return [...byKey.values()] as readonly ChampGroupView[];
  }, sameChampGroups);
  const renderRow = useCallback(
    (gameId: number) => <CyberGameRow key={gameId} gameId={gameId} section={section} />,
    [section],
  );
  return (
    <>
      <FeedState
        status={feed.status}
        hasData={groups.length > 0}
        onRetry={feed.retry}
        emptyText={t('sportsbook_cyber_empty')}
        errorText={t('sportsbook_cyber_error')}
      />
      {groups.length > 0 ? <GameTable groups={groups} renderRow={renderRow} /> : null}
    </>
  );
}
