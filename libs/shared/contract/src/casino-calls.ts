import { z } from 'zod/mini';
import { defineCall } from './call';
import { languageCodeSchema } from './site-config';

/**
 * The casino and the other games (spec 01 §2 "Casino and third-party games", "Casino bonuses";
 * spec 01 §3 casino filters). The spec shows no path for the catalogue, the game launch or the
 * casino's bonuses: these are ours, under /web-api/casino. Every amount is integer minor units.
 * Refusals are the generic error body (spec 02 §5) with one of CASINO_ERROR_CODES in
 * `errors[0].code`; the client shows the translation key `casino_error_<code>`.
 *
 * A game runs at the game provider, another origin: launchCasinoGame answers the provider's page
 * with a one-time token in its address; the client frames it. In real-money mode the provider
 * moves the money through the operator's seamless wallet (casino-wallet.ts), never the client.
 */

/** Spec 01 §2 casino sections that hold games; each is also the route id of its lobby. */
export const CASINO_CATEGORIES = [
  'slots',
  'live-casino',
  'crash-games',
  'fast-games',
  'keno',
  'bingo',
  'poker',
  'toto',
  'lotto',
  'tvgames',
  'virtualsports',
  'card-games',
  'skill-games',
  'fishinghunting',
  'scratchcards',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

/** Spec 01 §3 "Casino filters: all, lotteries, slots, climb-to-victory, dice, card games, other". */
export const CASINO_FILTERS = ['all', 'lotteries', 'slots', 'climb-to-victory', 'dice', 'card-games', 'other'] as const;
export type CasinoFilter = (typeof CASINO_FILTERS)[number];

/** The provider's playable engines: every catalogue game runs on one of them (apps/api README). */
export const GAME_ENGINES = ['slot', 'crash', 'keno'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

export const GAME_MODES = ['demo', 'real'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** A slug: lower-case letters, digits and dashes (sub-categories, providers, game names in addresses). */
export const casinoSlugSchema = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a slug is lower-case letters, digits and -'));
export const casinoGameIdSchema = z.int().check(z.positive(), z.lte(2_147_483_647));

/** The refusal codes of the casino calls (`errors[0].code`). */
export const CASINO_ERROR_CODES = {
  /** No game with this id (the game page shows its 404). */
  gameNotFound: 'game_not_found',
  /** The game has no demo mode: a visitor must sign in to play it. */
  demoUnavailable: 'demo_unavailable',
  /** No tournament, bonus or promotion with this id. */
  notFound: 'not_found',
  /** The player may not play for money now (a self-exclusion or a ban, spec 02 §7 limits). */
  playRestricted: 'play_restricted',
  /** The game provider cannot start games now (try later). */
  providerUnavailable: 'provider_unavailable',
} as const;
export type CasinoErrorCode = (typeof CASINO_ERROR_CODES)[keyof typeof CASINO_ERROR_CODES];

export const casinoProviderSchema = z.object({
  slug: casinoSlugSchema,
  name: z.string().check(z.minLength(1)),
  gameCount: z.int().check(z.nonnegative()),
});
export type CasinoProvider = z.output<typeof casinoProviderSchema>;

export const casinoGameSchema = z.object({
  id: casinoGameIdSchema,
  name: z.string().check(z.minLength(1)),
  /** For the game's address: `slots/game/{id}/{slug}`. */
  slug: casinoSlugSchema,
  provider: casinoSlugSchema,
  providerName: z.string().check(z.minLength(1)),
  category: z.enum(CASINO_CATEGORIES),
  subcategories: z.array(casinoSlugSchema),
  filter: z.enum(CASINO_FILTERS.filter((filter): filter is Exclude<CasinoFilter, 'all'> => filter !== 'all')),
  tags: z.array(casinoSlugSchema),
  engine: z.enum(GAME_ENGINES),
  hasDemo: z.boolean(),
  /** Return to player in basis points (9650 = 96.50%), as the provider documents it. */
  rtpBp: z.int().check(z.gte(0), z.lte(10_000)),
  /** The sandbox's own SVG thumbnail, same origin. */
  thumbnailUrl: z.string().check(z.minLength(1)),
  isNew: z.boolean(),
  isHot: z.boolean(),
});
export type CasinoGame = z.output<typeof casinoGameSchema>;

export const casinoSubcategorySchema = z.object({
  slug: casinoSlugSchema,
  gameCount: z.int().check(z.nonnegative()),
});

export const casinoCategorySchema = z.object({
  slug: z.enum(CASINO_CATEGORIES),
  gameCount: z.int().check(z.nonnegative()),
  subcategories: z.array(casinoSubcategorySchema),
});
export type CasinoCategoryInfo = z.output<typeof casinoCategorySchema>;

/** The lobby's frame: categories with their sub-categories and counts, and the providers. */
export const getCasinoLobby = defineCall({
  name: 'getCasinoLobby',
  method: 'GET',
  path: '/web-api/casino/lobby',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({
    categories: z.array(casinoCategorySchema),
    providers: z.array(casinoProviderSchema),
  }),
});

export const CASINO_PAGE_MAX = 200;

/** A page of games in the lobby's order (which the operator may change), filtered. */
export const getCasinoGames = defineCall({
  name: 'getCasinoGames',
  method: 'GET',
  path: '/web-api/casino/games',
  query: z.object({
    category: z.optional(z.enum(CASINO_CATEGORIES)),
    subcategory: z.optional(casinoSlugSchema),
    provider: z.optional(casinoSlugSchema),
    filter: z.optional(z.enum(CASINO_FILTERS)),
    tag: z.optional(casinoSlugSchema),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CASINO_PAGE_MAX)), 60),
  }),
  body: z.undefined(),
  response: z.object({ total: z.int().check(z.nonnegative()), items: z.array(casinoGameSchema) }),
});

/** One game, for the game page; an unknown id is a 404 with `game_not_found`. */
export const getCasinoGame = defineCall({
  name: 'getCasinoGame',
  method: 'GET',
  path: '/web-api/casino/game',
  query: z.object({ gameId: z.pipe(z.coerce.number(), casinoGameIdSchema) }),
  body: z.undefined(),
  response: z.object({ game: casinoGameSchema }),
});

export const CASINO_SEARCH_MIN = 2;

/** Search by game and provider name, on the server: prefix and typo-tolerant (apps/api README). */
export const searchCasino = defineCall({
  name: 'searchCasino',
  method: 'GET',
  path: '/web-api/casino/search',
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(CASINO_SEARCH_MIN), z.maxLength(64)),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CASINO_PAGE_MAX)), 60),
  }),
  body: z.undefined(),
  response: z.object({
    games: z.array(casinoGameSchema),
    providers: z.array(casinoProviderSchema),
  }),
});

/** The player's favourites, newest first. */
export const getCasinoFavourites = defineCall({
  name: 'getCasinoFavourites',
  method: 'GET',
  path: '/web-api/casino/favourites',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ items: z.array(casinoGameSchema) }),
  auth: true,
});

/** Adds (`favourite: true`) or removes a favourite; answers the whole list. Idempotent. */
export const setCasinoFavourite = defineCall({
  name: 'setCasinoFavourite',
  method: 'POST',
  path: '/web-api/casino/favourites',
  query: z.object({}),
  body: z.object({ gameId: casinoGameIdSchema, favourite: z.boolean() }),
  response: z.object({ items: z.array(casinoGameSchema) }),
  auth: true,
});

export const CASINO_RECENT_MAX = 24;

/** The games the player launched, most recent first, at most CASINO_RECENT_MAX. */
export const getRecentCasinoGames = defineCall({
  name: 'getRecentCasinoGames',
  method: 'GET',
  path: '/web-api/casino/recent',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ items: z.array(casinoGameSchema) }),
  auth: true,
});

export const gameLaunchSchema = z.object({
  mode: z.enum(GAME_MODES),
  /** The provider's page with the one-time launch token; the client frames it as is. */
  url: z.url(),
  /** The provider's origin: the only origin whose messages the game page accepts. */
  origin: z.url(),
});
export type GameLaunch = z.output<typeof gameLaunchSchema>;

/**
 * A demo session, for anyone (spec: visitors play in demo mode). `demo_unavailable` when the game
 * has none.
 */
export const launchDemoGame = defineCall({
  name: 'launchDemoGame',
  method: 'POST',
  path: '/web-api/casino/launch/demo',
  query: z.object({}),
  body: z.object({ gameId: casinoGameIdSchema, lang: languageCodeSchema }),
  response: gameLaunchSchema,
});

/**
 * A real-money session of the signed-in player on the active account: the token is good once and
 * for a minute; the session then lives at the provider. `play_restricted` while the player may
 * not stake (self-exclusion, ban).
 */
export const launchRealGame = defineCall({
  name: 'launchRealGame',
  method: 'POST',
  path: '/web-api/casino/launch/real',
  query: z.object({}),
  body: z.object({ gameId: casinoGameIdSchema, lang: languageCodeSchema }),
  response: gameLaunchSchema,
  auth: true,
});

export const CASINO_ROUND_STATUSES = ['open', 'settled', 'rolled_back'] as const;

export const casinoRoundSchema = z.object({
  roundId: z.string().check(z.minLength(1), z.maxLength(64)),
  gameId: casinoGameIdSchema,
  gameName: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(1)),
  /** What the round staked and paid, minor units. */
  stake: z.int().check(z.nonnegative()),
  win: z.int().check(z.nonnegative()),
  status: z.enum(CASINO_ROUND_STATUSES),
  /** Epoch seconds of the round's first bet. */
  startedAt: z.int(),
});
export type CasinoRound = z.output<typeof casinoRoundSchema>;

/** The player's real-money rounds, newest first (the casino tab of the history). */
export const getCasinoRounds = defineCall({
  name: 'getCasinoRounds',
  method: 'GET',
  path: '/web-api/casino/rounds',
  query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50) }),
  body: z.undefined(),
  response: z.object({ items: z.array(casinoRoundSchema) }),
  auth: true,
});

export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;

export const casinoTournamentSchema = z.object({
  id: casinoSlugSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  /** Minor units of `currency`. */
  prizePool: z.int().check(z.nonnegative()),
  currency: z.string().check(z.minLength(1)),
  status: z.enum(TOURNAMENT_STATUSES),
  startsAt: z.int(),
  endsAt: z.int(),
  /** The games whose rounds score points. */
  gameIds: z.array(casinoGameIdSchema),
});
export type CasinoTournament = z.output<typeof casinoTournamentSchema>;

export const leaderboardRowSchema = z.object({
  place: z.int().check(z.positive()),
  /** Masked as the sandbox masks logins elsewhere (`pl***42`). */
  player: z.string().check(z.minLength(1)),
  points: z.int().check(z.nonnegative()),
  /** The prize of this place, minor units; 0 below the prize places. */
  prize: z.int().check(z.nonnegative()),
});
export type LeaderboardRow = z.output<typeof leaderboardRowSchema>;

export const getCasinoTournaments = defineCall({
  name: 'getCasinoTournaments',
  method: 'GET',
  path: '/web-api/casino/tournaments',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ items: z.array(casinoTournamentSchema) }),
});

/** One tournament with its leaderboard, which moves while it runs (the client polls it). */
export const getCasinoTournament = defineCall({
  name: 'getCasinoTournament',
  method: 'GET',
  path: '/web-api/casino/tournament',
  query: z.object({ id: casinoSlugSchema }),
  body: z.undefined(),
  response: z.object({ tournament: casinoTournamentSchema, leaderboard: z.array(leaderboardRowSchema) }),
  background: true,
});

export const CASINO_OFFER_KINDS = ['bonus', 'promotion'] as const;

export const casinoOfferSchema = z.object({
  id: casinoSlugSchema,
  kind: z.enum(CASINO_OFFER_KINDS),
  title: z.string().check(z.minLength(1)),
  summary: z.string(),
  /** Plain paragraphs (no HTML). */
  terms: z.array(z.string()),
  /** Wagering multiplier of a bonus (35 = stake 35 times the bonus); null for a promotion. */
  wager: z.nullable(z.int().check(z.positive())),
  endsAt: z.nullable(z.int()),
});
export type CasinoOffer = z.output<typeof casinoOfferSchema>;

/** Casino bonuses and promotions (spec 01 §2 bonus/casino, bonus/casino/promo, .../promotions/{id}). */
export const getCasinoOffers = defineCall({
  name: 'getCasinoOffers',
  method: 'GET',
  path: '/web-api/casino/offers',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ items: z.array(casinoOfferSchema) }),
});
