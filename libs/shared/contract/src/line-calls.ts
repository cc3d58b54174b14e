import { z } from 'zod/mini';
import { defineCall } from './call';
import { epochSecondsQuerySchema } from './epoch-query';

/**
 * The sportsbook feed (spec 01 §2 Sports betting, §3-4 games and markets; spec 02 §9 refresh
 * intervals). Spec 02 §7 shows no paths for the line and live feed: these are ours, under
 * /web-api/line. Every list answer carries a `version`; a poll that sends it back as `since`
 * gets only the games and markets changed after it (plus the full id list, so removals are
 * known), which keeps a 5 s live poll small. Every call here is polled, so each is marked
 * `background`: the top progress bar does not flash with every poll.
 */

/** Line (prematch) or live. Spec 01 §3 "currentBettingType (default live)". */
export const BETTING_SECTIONS = ['line', 'live'] as const;
export const bettingSectionSchema = z.enum(BETTING_SECTIONS);
export type BettingSection = z.output<typeof bettingSectionSchema>;

/**
 * Game status: 1 not started; spec 01 §4 "LIVE_GAME_STATUSES [2, 3]" (2 in play, 3 break) and
 * "FINISHED_GAME_STATUS 4".
 */
export const GAME_STATUSES = { notStarted: 1, inPlay: 2, break: 3, finished: 4 } as const;
export const gameStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type GameStatus = z.output<typeof gameStatusSchema>;

/**
 * Market type ids (ours; the spec names 1X2, totals and handicaps including quarter lines):
 * 1 match result (1X2, or 1-2 where a draw is impossible), 2 total over/under, 3 handicap
 * (quarter lines such as -0.25 allowed), 4 double chance, 5 both teams to score.
 */
export const MARKET_TYPES = { result: 1, total: 2, handicap: 3, doubleChance: 4, bothScore: 5 } as const;

const id = z.int().check(z.positive());
const sportId = z.int().check(z.positive());
/** Decimal odds, at most 3 decimals (coupon-math.md: exact thousandths). */
export const coefSchema = z.number().check(
  z.gte(1),
  z.refine((coef) => Math.abs(coef * 1000 - Math.round(coef * 1000)) < 1e-6, 'at most 3 decimals'),
);
/** A query id list: `1,2,3`. */
const idList = z.pipe(
  z.string().check(z.regex(/^\d+(,\d+)*$/)),
  z.transform((text) => text.split(',').map(Number)),
);

export const sportSchema = z.object({
  id: sportId,
  name: z.string(),
  /** Spec 02 §7 "A sports-name map is loaded with lng en and nameEng true". */
  nameEng: z.string(),
  /** Cyber disciplines (spec 01 §2 cyber/{type}); null for classic sports. */
  cyberTypeId: z.nullable(z.int().check(z.positive())),
  lineCount: z.int().check(z.nonnegative()),
  liveCount: z.int().check(z.nonnegative()),
  sort: z.int(),
});
export type Sport = z.output<typeof sportSchema>;

export const champSchema = z.object({
  id,
  sportId,
  name: z.string(),
  countryId: z.int().check(z.nonnegative()),
  countryName: z.string(),
  /** ISO 3166 alpha-2 in lowercase, '' for international championships. */
  countryIso: z.string(),
  lineCount: z.int().check(z.nonnegative()),
  liveCount: z.int().check(z.nonnegative()),
  sort: z.int(),
});
export type Champ = z.output<typeof champSchema>;

export const periodScoreSchema = z.object({
  score1: z.int().check(z.nonnegative()),
  score2: z.int().check(z.nonnegative()),
});
export const gameScoresSchema = z.object({
  score1: z.int().check(z.nonnegative()),
  score2: z.int().check(z.nonnegative()),
  periods: z.array(periodScoreSchema),
});
export type GameScores = z.output<typeof gameScoresSchema>;

export const gameSchema = z.object({
  id,
  sportId,
  champId: id,
  /** The number printed in the line (spec 01 §3 bet "gameNumber"). */
  number: z.int().check(z.positive()),
  team1: z.string(),
  team2: z.string(),
  /** Issue 18: the teams' pages (`team/{id}`); null for a side the line has no page for. */
  team1Id: z.nullable(id),
  team2Id: z.nullable(id),
  /** Epoch seconds. */
  startTime: z.int(),
  status: gameStatusSchema,
  isLive: z.boolean(),
  /** Live clock in seconds since the start of play; null before it starts. */
  time: z.nullable(z.int().check(z.nonnegative())),
  /** The period in play (1-based), null before the start. */
  period: z.nullable(z.int().check(z.positive())),
  scores: z.nullable(gameScoresSchema),
  /** How many markets the game page shows (the list shows only the main ones). */
  marketCount: z.int().check(z.nonnegative()),
  /** Spec 01 §2 page types: epl, laliga, europaleague, champ themes come from the championship. */
  cyberTypeId: z.nullable(z.int().check(z.positive())),
  isTop: z.boolean(),
  /** Bumped on every change of the game or one of its markets. */
  version: z.int().check(z.nonnegative()),
});
export type Game = z.output<typeof gameSchema>;

export const marketSchema = z.object({
  /** The outcome's id: what a bet is placed on. */
  id,
  gameId: id,
  typeId: z.int().check(z.positive()),
  /** The market's title as shown ('1X2', 'Total', 'Handicap'). */
  group: z.string(),
  /** The outcome's label ('1', 'X', '2', 'Over 2.5', '1 (-0.25)'). */
  outcome: z.string(),
  /** Total or handicap line; null for markets without one. */
  param: z.nullable(z.number()),
  coef: coefSchema,
  /** Suspended: shown locked, no bet accepted. */
  isBlocked: z.boolean(),
  /** Spec 01 §5: kind 7 is excluded from the bonus bet. */
  kind: z.int().check(z.nonnegative()),
  version: z.int().check(z.nonnegative()),
});
export type Market = z.output<typeof marketSchema>;

/** A list of games with their markets: full, or only what changed after `since`. */
export const gameListSchema = z.object({
  version: z.int().check(z.nonnegative()),
  /** True: `games` and `markets` are the whole list; false: only changes after `since`. */
  full: z.boolean(),
  /** Every game id of the list in display order: a known id missing here has left the list. */
  gameIds: z.array(id),
  games: z.array(gameSchema),
  markets: z.array(marketSchema),
});
export type GameList = z.output<typeof gameListSchema>;

const versionQuery = z.optional(z.coerce.number().check(z.int(), z.nonnegative()));
export const langQuery = z.optional(z.string().check(z.minLength(2), z.maxLength(5)));

/** Menu of sports and championships of a section (spec 02 §9 menu: 10000 line, 5000 live). */
export const getLineMenu = defineCall({
  name: 'getLineMenu',
  method: 'GET',
  path: '/web-api/line/menu',
  background: true,
  query: z.object({ section: bettingSectionSchema, lang: langQuery }),
  body: z.undefined(),
  response: z.object({ section: bettingSectionSchema, sports: z.array(sportSchema), champs: z.array(champSchema) }),
});

/**
 * The main header's time filter (spec 01 §3 "Options": all, upcoming, first period, second period,
 * recommended); the keys are ours. `all` is the same as no `timeFilter` at all.
 */
export const TIME_FILTERS = ['all', 'upcoming', 'firstPeriod', 'secondPeriod', 'recommended'] as const;
export const timeFilterSchema = z.enum(TIME_FILTERS);
export type TimeFilter = z.output<typeof timeFilterSchema>;

/**
 * Games of a section, optionally of one sport, championships or games (multi-live), narrowed by
 * the main header's time filter (`timeFilter`, the sandbox README says what each value keeps),
 * with their main markets.
 */
export const getLineGames = defineCall({
  name: 'getLineGames',
  method: 'GET',
  path: '/web-api/line/games',
  background: true,
  query: z.object({
    section: bettingSectionSchema,
    sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    champIds: z.optional(idList),
    gameIds: z.optional(idList),
    timeFilter: z.optional(timeFilterSchema),
    /** Issue 18: the games of one team (spec 01 §2 team info page). */
    teamId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /**
     * Issue 18, spec 01 §2 page type betsonyour ("bets on your country"): '1' keeps the
     * championships of the player's country, the geo country the server finds for the request
     * (as the site config's geoCountryId, GEO_COUNTRY_HEADER).
     */
    yourCountry: z.optional(z.enum(['1'])),
    since: versionQuery,
    lang: langQuery,
  }),
  body: z.undefined(),
  response: gameListSchema,
});

/** One game with every market (spec 02 §9 game: 15000 line, 5000 live). 404 when unknown. */
export const getLineGame = defineCall({
  name: 'getLineGame',
  method: 'GET',
  path: '/web-api/line/game',
  background: true,
  query: z.object({ gameId: z.coerce.number().check(z.int(), z.positive()), since: versionQuery, lang: langQuery }),
  body: z.undefined(),
  response: gameListSchema,
});

/** Top games (spec 02 §9 top games: 60000 line, 10000 live). */
export const getTopGames = defineCall({
  name: 'getTopGames',
  method: 'GET',
  path: '/web-api/line/top',
  background: true,
  query: z.object({ section: bettingSectionSchema, since: versionQuery, lang: langQuery }),
  body: z.undefined(),
  response: gameListSchema,
});

/** Express of the day (spec 02 §9: 15000): a ready express, one outcome per game. */
export const expressOfTheDaySchema = z.object({
  games: z.array(gameSchema),
  markets: z.array(marketSchema),
  /** The total coefficient, rounded half up to 2 decimals (coupon-math.md display rule). */
  totalCoef: z.number(),
  /** Spec 01 §3 expressId: which express this is (ours: the UTC day it is the express of). */
  expressId: z.int().check(z.positive()),
});
export type ExpressOfTheDay = z.output<typeof expressOfTheDaySchema>;

export const getExpressOfTheDay = defineCall({
  name: 'getExpressOfTheDay',
  method: 'GET',
  path: '/web-api/line/express-of-the-day',
  background: true,
  query: z.object({ lang: langQuery }),
  body: z.undefined(),
  response: expressOfTheDaySchema,
});

/** A finished game (spec 01 §2 results, champion results). */
export const gameResultSchema = z.object({
  gameId: id,
  sportId,
  champId: id,
  champName: z.string(),
  team1: z.string(),
  team2: z.string(),
  startTime: z.int(),
  finishedAt: z.int(),
  scores: gameScoresSchema,
});
export type GameResult = z.output<typeof gameResultSchema>;

/** The longest `from`-`to` span getResults answers (a month; the pages ask a week at most). */
export const RESULTS_MAX_SPAN_SECONDS = 31 * 86_400;

/**
 * Results of a day (epoch seconds of any moment of it, server time zone UTC), optionally filtered;
 * or, with `from` and `to` (epoch seconds, `to` excluded, at most RESULTS_MAX_SPAN_SECONDS apart,
 * else 400 `bad_range`), the games finished in that span: issue 18, the player's own day.
 */
export const getResults = defineCall({
  name: 'getResults',
  method: 'GET',
  path: '/web-api/line/results',
  background: true,
  query: z.object({
    date: z.optional(epochSecondsQuerySchema),
    from: z.optional(epochSecondsQuerySchema),
    to: z.optional(epochSecondsQuerySchema),
    sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    champId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    lang: langQuery,
  }),
  body: z.undefined(),
  response: z.object({ results: z.array(gameResultSchema) }),
});

/** Cyber dashboard (spec 01 §2 cyber/{type} dashboard; spec 02 §9 dashboard 15000 / 5000). */
export const getCyberDashboard = defineCall({
  name: 'getCyberDashboard',
  method: 'GET',
  path: '/web-api/line/cyber',
  background: true,
  query: z.object({
    cyberTypeId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    since: versionQuery,
    lang: langQuery,
  }),
  body: z.undefined(),
  response: gameListSchema,
});
