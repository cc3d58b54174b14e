import type { BettingSection, TimeFilter } from '@bet/contract';
import type { FeedRequest } from './feed-request';

/**
 * Issue 18: the Indian Premier League, the feed of the ipl page type (the sandbox's catalogue
 * names it so; spec 01 §2 gives the page type, not the championship's id).
 */
export const IPL_CHAMP_ID = 701;

/** What a listing page of a page type is narrowed to: the route's sport and championship, the time filter. */
export interface ListingScope {
  section: BettingSection;
  sportId?: number | undefined;
  champId?: number | undefined;
  /** The main header's time filter, as the listing page reads it from the settings (`all` adds nothing). */
  timeFilter?: TimeFilter | undefined;
}

/**
 * The feed a listing page of a page type shows (spec 01 §2 "Page types: home, betsonyour,
 * topgame, ..., ipl"; issue 18 "page types showing the feed each stands for"):
 * - topgame: the top games of the section (getTopGames; spec 02 §9 "top games" 60000 / 10000),
 *   which has no sport or championship of its own: the page lists them all;
 * - betsonyour ("bets on your country"): the section's games of the championships of the
 *   player's country, the server's geo country (getLineGames `yourCountry`);
 * - ipl: the Indian Premier League's games;
 * - every other page type: the section's games, narrowed by the route.
 */
export function pageTypeFeed(pageType: string, scope: ListingScope): FeedRequest & { kind: 'games' | 'top' } {
  if (pageType === 'topgame') return { kind: 'top', section: scope.section };
  const request: FeedRequest & { kind: 'games' } = { kind: 'games', section: scope.section };
  if (scope.sportId !== undefined) request.sportId = scope.sportId;
  if (pageType === 'ipl') request.champIds = [IPL_CHAMP_ID];
  else if (scope.champId !== undefined) request.champIds = [scope.champId];
  if (pageType === 'betsonyour') request.yourCountry = true;
  if (scope.timeFilter !== undefined && scope.timeFilter !== 'all') request.timeFilter = scope.timeFilter;
  return request;
}
