import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { BettingSection, Champ, Game, Market, Sport, TeamInfo, TimeFilter } from '@bet/contract';
import type { DisplaySettings } from './display-settings';
import type { FeedRequest } from './feed-request';

export type FeedStatusName = 'idle' | 'loading' | 'ready' | 'failed';

/** What a component shows about its feed: replaced as a whole on change, so it is a stable reference. */
export interface FeedStatus {
  readonly status: FeedStatusName;
  /** The last failure's message, while the data shown may be older (status failed). */
  readonly error?: string;
  /** The HTTP status of the last failure (404: the game is gone), 0 for no answer at all. */
  readonly httpStatus?: number;
  /** Clock time of the last answer applied. */
  readonly updatedAt?: number;
  /**
   * The answer to the poll under way is later than one interval (status ready): what is shown
   * may be out of date, as after a failure (`isFeedStale`). The next answer clears it.
   */
  readonly late?: true;
}

/**
 * Whether data shown from this feed may be out of date (issue 17 "stale-odds marker"): the last
 * poll failed, or the one under way has not answered within its interval.
 */
export function isFeedStale(status: FeedStatus): boolean {
  return status.status === 'failed' || status.late === true;
}

export interface FeedState {
  /** The canonical request (normalizeFeedRequest). */
  readonly request: FeedRequest;
  /** Components asking for it now; 0 while it waits to be released. */
  subscribers: number;
  status: FeedStatus;
  /** The last version applied: sent back as `since`, and an older answer is dropped. */
  version?: number;
  /** The language of the last answer: another language asks for everything again. */
  lang?: string;
  /** The games of the list in display order (the game page: its game; the menu: none). */
  gameIds: readonly number[];
}

/** The last move of an outcome's coefficient (the odds button flashes up or down). */
export interface MarketMove {
  readonly direction: 'up' | 'down';
  readonly at: number;
}

/** The sports and championships of a section's menu, in the answer's order. */
export interface MenuState {
  sportIds: readonly number[];
  champIds: readonly number[];
}

export interface ExpressOfTheDayView {
  readonly gameIds: readonly number[];
  readonly marketIds: readonly number[];
  readonly totalCoef: number;
  /** Spec 01 §3 expressId: the coupon keeps it with the express's bets. */
  readonly expressId: number;
}

/**
 * Spec 01 §3 "Betting and global settings" cyberMatchesFilterType (default 0): which cyber games
 * the cyber dashboard shows. The spec names the field and its default only; 1 and 2 are ours.
 */
export const CYBER_MATCHES_FILTER_TYPES = { all: 0, live: 1, line: 2 } as const;
export type CyberMatchesFilterType = (typeof CYBER_MATCHES_FILTER_TYPES)[keyof typeof CYBER_MATCHES_FILTER_TYPES];

/** Spec 01 §3 "Betting and global settings", with the main header's time filter (§3 "Options"). */
export interface BettingSettings {
  /** Default live. */
  readonly currentBettingType: BettingSection;
  /** The main header's time filter; `all` filters nothing. */
  readonly timeFilter: TimeFilter;
  /** The sport menu groups sports under "Sports" and "Cybersports" (default off). */
  readonly isGroupSportsByCategories: boolean;
  /** The cyber dashboard's games: all, live only or line only (default 0, all). */
  readonly cyberMatchesFilterType: CyberMatchesFilterType;
  /** The cyber dashboard's discipline: a `cyberTypeId`, 0 for every discipline (default 0). */
  readonly cyberType: number;
  /** The game page's scoreboard spans the page's width (default off). */
  readonly isWideScreenScoreboard: boolean;
  /** Lists show upcoming games only: no live block on the home page, no live games in mixed lists (default off). */
  readonly isUpcomingEvent: boolean;
  /** Live lists keep only the games with a video (default off). */
  readonly isOnlyWithVideos: boolean;
  /** Market type ids (contract MARKET_TYPES) the game page hides (default none). */
  readonly filteredMarkets: readonly number[];
}

/** The settings a player changes in the betting settings control (all but section and time filter). */
export type BettingSettingsPatch = Partial<Omit<BettingSettings, 'currentBettingType' | 'timeFilter'>>;

export const sportsAdapter = createEntityAdapter<Sport>();
export const champsAdapter = createEntityAdapter<Champ>();
export const gamesAdapter = createEntityAdapter<Game>();
export const marketsAdapter = createEntityAdapter<StoredMarket>();

/**
 * An outcome as the store keeps it: the contract's market with the last move of its coefficient.
 * The move lives on the market, not in a record of its own, so an update copies one record of
 * outcomes, not two (issue 16: on a 1,000-game live list each copy is thousands of keys).
 */
export interface StoredMarket extends Market {
  /** Kept until the coefficient moves again; a change of anything else keeps it. */
  readonly move?: MarketMove;
}

export interface SportsbookState {
  sports: EntityState<Sport, number>;
  champs: EntityState<Champ, number>;
  games: EntityState<Game, number>;
  markets: EntityState<StoredMarket, number>;
  /** By feedKey. */
  feeds: Record<string, FeedState>;
  menus: Partial<Record<BettingSection, MenuState>>;
  /** Main markets of a game, as lists show them (from list answers). */
  mainMarketIds: Record<number, readonly number[]>;
  /** Every market of a game, as its page shows them (from game answers). */
  allMarketIds: Record<number, readonly number[]>;
  express: ExpressOfTheDayView | null;
  /** Issue 18: team info pages' teams by id, while their `team` feed lasts. */
  teams: Record<number, TeamInfo>;
  /** Spec 01 §3 user config disallow_line_sport / disallow_live_sport. */
  blacklist: Record<BettingSection, readonly number[]>;
  settings: BettingSettings;
  /**
   * Issue 12: the global display settings (display-settings.ts); optional, so a state built
   * without them (older fixtures) reads the defaults through the selectors.
   */
  display?: DisplaySettings;
}

export const DEFAULT_BETTING_SETTINGS: BettingSettings = {
  currentBettingType: 'live',
  timeFilter: 'all',
  isGroupSportsByCategories: false,
  cyberMatchesFilterType: 0,
  cyberType: 0,
  isWideScreenScoreboard: false,
  isUpcomingEvent: false,
  isOnlyWithVideos: false,
  filteredMarkets: [],
};

export const initialSportsbookState: SportsbookState = {
  sports: sportsAdapter.getInitialState(),
  champs: champsAdapter.getInitialState(),
  games: gamesAdapter.getInitialState(),
  markets: marketsAdapter.getInitialState(),
  feeds: {},
  menus: {},
  mainMarketIds: {},
  allMarketIds: {},
  express: null,
  teams: {},
  blacklist: { line: [], live: [] },
  settings: DEFAULT_BETTING_SETTINGS,
};

/** The app's root state as far as this library is concerned. */
export interface WithSportsbook {
  sportsbook: SportsbookState;
}
