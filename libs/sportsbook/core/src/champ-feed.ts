import type { BettingSection } from '@bet/contract';
import { feedKey, type FeedRequest } from './feed-request';
import type { WithSportsbook } from './sportsbook-state';

/**
 * Issue 18: the featured tournament of the champ page type (spec 01 §2 "champ has home, game
 * and final sub-routes" names no championship). It is the ice hockey World Championship, a cup
 * the sandbox's catalogue seeds with line games like every championship; the id is the
 * catalogue's, as the ipl page type's is.
 */
export const FEATURED_CHAMP_ID = 203;
export const FEATURED_SPORT_ID = 2;

/** The featured tournament's games of a section (getLineGames `champIds`): champ/home lists both sections. */
export function champFeed(section: BettingSection): FeedRequest & { kind: 'games' } {
  return { kind: 'games', section, champIds: [FEATURED_CHAMP_ID] };
}

/**
 * The tournament's final (champ/final): its last scheduled game in the line, the one that
 * starts last (the later id when two start together). The sandbox marks no game as the final,
 * so the schedule does: a cup ends with its final. `undefined` until the line has loaded or
 * when the tournament has no game left in the line (the page says no final is scheduled yet).
 */
export function selectChampFinalId(state: WithSportsbook): number | undefined {
  const feed = state.sportsbook.feeds[feedKey(champFeed('line'))];
  if (!feed) return undefined;
  let final: { id: number; startTime: number } | undefined;
  for (const id of feed.gameIds) {
    const game = state.sportsbook.games.entities[id];
    if (!game || game.isLive || game.champId !== FEATURED_CHAMP_ID) continue;
    if (!final || game.startTime > final.startTime || (game.startTime === final.startTime && id > final.id)) {
      final = { id, startTime: game.startTime };
    }
  }
  return final?.id;
}
