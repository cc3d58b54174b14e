import type { BettingSection, TimeFilter } from '@bet/contract';

/**
 * A feed subscription: a component that shows data asks for it while mounted. Several
 * components asking the same request share one poll (see `feedKey`).
 */
export type FeedRequest =
  | { kind: 'menu'; section: BettingSection }
  | {
      kind: 'games';
      section: BettingSection;
      sportId?: number;
      champIds?: readonly number[];
      gameIds?: readonly number[];
      /** The main header's time filter; `all` is the same as none (one key, one poll). */
      timeFilter?: TimeFilter;
      /** Issue 18: the games of one team (the team info page). */
      teamId?: number;
      /** Issue 18: only the championships of the player's country (page type betsonyour). */
      yourCountry?: boolean;
    }
  /**
   * A game with every market. `subject: 'coupon'` is the coupon's own poll of a game it holds
   * (coupon-feed-saga.ts): its own key and the coupon's interval (spec 02 §9 "coupon").
   */
  | { kind: 'game'; gameId: number; section: BettingSection; subject?: 'coupon' }
  | { kind: 'top'; section: BettingSection }
  | { kind: 'expressOfTheDay' }
  | { kind: 'cyber'; cyberTypeId?: number; section: BettingSection }
  /** Issue 18: who a team is and its last results (`getTeam`), for the team info page; no section. */
  | { kind: 'team'; teamId: number };

export type FeedKind = FeedRequest['kind'];

/** Sorted, without repeats; an empty list means "no filter" (the query cannot carry an empty list). */
function normalizeIds(ids: readonly number[] | undefined): number[] | undefined {
  if (!ids || ids.length === 0) return undefined;
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The request in its canonical form: id lists sorted and deduplicated, empty lists and
 * undefined fields dropped, unknown fields dropped. Two requests with the same meaning give
 * equal canonical forms, hence the same key and the same query.
 */
export function normalizeFeedRequest(request: FeedRequest): FeedRequest {
  switch (request.kind) {
    case 'menu':
    case 'top':
      return { kind: request.kind, section: request.section };
    case 'expressOfTheDay':
      return { kind: 'expressOfTheDay' };
    case 'team':
      return { kind: 'team', teamId: request.teamId };
    case 'game':
      return request.subject === 'coupon'
        ? { kind: 'game', gameId: request.gameId, section: request.section, subject: 'coupon' }
        : { kind: 'game', gameId: request.gameId, section: request.section };
    case 'cyber':
      return request.cyberTypeId === undefined
        ? { kind: 'cyber', section: request.section }
        : { kind: 'cyber', cyberTypeId: request.cyberTypeId, section: request.section };
    case 'games': {
      const normalized: FeedRequest & { kind: 'games' } = { kind: 'games', section: request.section };
      const champIds = normalizeIds(request.champIds);
      const gameIds = normalizeIds(request.gameIds);
      if (request.sportId !== undefined) normalized.sportId = request.sportId;
      if (champIds) normalized.champIds = champIds;
      if (gameIds) normalized.gameIds = gameIds;
      if (request.timeFilter !== undefined && request.timeFilter !== 'all') normalized.timeFilter = request.timeFilter;
      if (request.teamId !== undefined) normalized.teamId = request.teamId;
      if (request.yourCountry) normalized.yourCountry = true;
      return normalized;
    }
  }
}

/**
 * A stable key: the same request (ids in any order, repeated or not) gives the same key, and
 * requests that ask for different data give different keys. Fields go in a fixed order.
 */
export function feedKey(request: FeedRequest): string {
  const canonical = normalizeFeedRequest(request);
  switch (canonical.kind) {
    case 'menu':
    case 'top':
      return `${canonical.kind}:${canonical.section}`;
    case 'expressOfTheDay':
      return 'expressOfTheDay';
    case 'team':
      return `team:${canonical.teamId}`;
    case 'game':
      return `game:${canonical.section}:${canonical.gameId}${canonical.subject ? `:${canonical.subject}` : ''}`;
    case 'cyber':
      return `cyber:${canonical.section}:${canonical.cyberTypeId ?? '*'}`;
    case 'games':
      return [
        'games',
        canonical.section,
        `s=${canonical.sportId ?? '*'}`,
        `c=${canonical.champIds?.join(',') ?? '*'}`,
        `g=${canonical.gameIds?.join(',') ?? '*'}`,
        `t=${canonical.timeFilter ?? '*'}`,
        // Only when set, so every key of issue 6 stays as it was.
        ...(canonical.teamId === undefined ? [] : [`team=${canonical.teamId}`]),
        ...(canonical.yourCountry ? ['y'] : []),
      ].join(':');
  }
}

/** The section whose interval, blacklist and query apply; the express of the day and a team's info have none. */
export function sectionOf(request: FeedRequest): BettingSection | undefined {
  return request.kind === 'expressOfTheDay' || request.kind === 'team' ? undefined : request.section;
}
