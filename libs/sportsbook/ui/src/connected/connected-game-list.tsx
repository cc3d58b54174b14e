import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import type { BettingSection } from '@bet/contract';
import { selectGameMedia, type WithMedia } from '@bet/media';
import {
  selectBettingSettings,
  selectChampById,
  selectDisplayFlag,
  selectListGameIds,
  selectSportById,
  type FeedRequest,
} from '@bet/sportsbook';
import { GameTable, sameChampGroups, type ChampGroupView } from '../game-table';
import { listingPath } from '../links';
import { FeedState } from '../feed-state';
import { useFeed } from '../use-feed';
import { ConnectedGameRow } from './connected-game-row';
import { useLanguage, type SportsbookUiState } from './state';

export interface ConnectedGameListProps {
  request: FeedRequest & { kind: 'games' | 'top' | 'cyber' };
  pageType?: string | undefined;
  /** Show at most this many games (the home page's previews). */
  limit?: number;
  emptyText?: string;
  /** Issue 18: the team whose page lists these games (rows open them under the team). */
  teamId?: number;
}

/**
 * Spec 01 §3 `isOnlyWithVideos`: a live game stays when the media list gives it a video. Before
 * the media list has loaded (or in a store without media) nothing is known, so nothing is hidden.
 */
function hasVideo(state: SportsbookUiState & Partial<WithMedia>, gameId: number): boolean {
  if (!state.media || state.media.live.loadedAt === null) return true;
  return Boolean(selectGameMedia(state as WithMedia, gameId)?.videoId);
}

/**
 * A feed's games grouped by championship in the list's order (a championship's games stay
 * together where it first appears). The groups are compared by value, so the table re-renders
 * only when a game joins, leaves or moves, and each row re-renders only when its game changed.
 */
export function ConnectedGameList({ request, pageType, limit, emptyText, teamId }: ConnectedGameListProps) {
  const language = useLanguage();
  const feed = useFeed(request);
  const section: BettingSection = request.section;
  const groups = useSelector((state: SportsbookUiState & Partial<WithMedia>) => {
    const { isOnlyWithVideos, isUpcomingEvent } = selectBettingSettings(state);
    // Spec 01 §3 betting settings: upcoming only drops started games, only with video drops live games without one.
    const ids = selectListGameIds(state, feed.request).filter((id) => {
      const game = state.sportsbook.games.entities[id];
      if (!game?.isLive) return true;
      return !isUpcomingEvent && (!isOnlyWithVideos || hasVideo(state, id));
    });
    const byChamp = new Map<number, ChampGroupView & { gameIds: number[] }>();
    for (const id of limit === undefined ? ids : ids.slice(0, limit)) {
      const game = state.sportsbook.games.entities[id];
      if (!game) continue;
      let group = byChamp.get(game.champId);
      if (!group) {
        const champ = selectChampById(state, game.champId);
        const sport = selectSportById(state, game.sportId);
        group = {
          champId: game.champId,
          title: champ?.name ?? sport?.name ?? '',
          href: listingPath({
            language,
            section,
            pageType,
            sport: { id: game.sportId, name: sport?.nameEng ?? '' },
            champ: { id: game.champId, name: champ?.name ?? '' },
          }),
          gameIds: [],
        };
        byChamp.set(game.champId, group);
      }
      group.gameIds.push(id);
    }
    return [...byChamp.values()] as readonly ChampGroupView[];
  }, sameChampGroups);
  // Issue 12: spec 01 §3 isShowGameId and isDetailedScore, read once for every row.
  const showNumber = useSelector((state: SportsbookUiState) => selectDisplayFlag(state, 'isShowGameId'));
  const detailedScore = useSelector((state: SportsbookUiState) => selectDisplayFlag(state, 'isDetailedScore'));
  const renderRow = useCallback(
    (gameId: number) => (
      <ConnectedGameRow
        key={gameId}
        gameId={gameId}
        language={language}
        section={section}
        pageType={pageType}
        teamId={teamId}
        showNumber={showNumber}
        detailedScore={detailedScore}
      />
    ),
    [language, section, pageType, teamId, showNumber, detailedScore],
  );
  return (
    <>
      <FeedState
        status={feed.status}
        hasData={groups.length > 0}
        onRetry={feed.retry}
        {...(emptyText ? { emptyText } : {})}
      />
      {groups.length > 0 ? <GameTable groups={groups} renderRow={renderRow} /> : null}
    </>
  );
}
