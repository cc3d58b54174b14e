import { z } from 'zod/mini';
import { BetStatus } from '../index.ts';
import type { CouponBetPayload } from './event-bus.ts';
import type { CouponBet, CouponGame, CouponGameScores, CouponMarket } from './types.ts';

/** The id of a bet in the coupon: one per market of a game. */
export function betIdOf(gameId: number, marketId: number | string): string {
  return `${gameId}:${marketId}`;
}

const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);
const id = z.union([z.int(), z.string().check(z.trim(), z.minLength(1))]);
const count = z.pipe(numeric, z.int());
/** Decimal odds: at least 1, at most 3 decimals matter (coupon-math.md). */
const coef = z.pipe(numeric, z.number().check(z.gte(1)));
const optionalText = z.catch(z.optional(z.string()), undefined);
const nullableNumber = z.catch(z.nullable(numeric), null);
const flag = z.catch(z.boolean(), false);

const scoreSchema = z.object({ score1: numeric, score2: numeric });
const scoresSchema = z.catch(
  z.nullable(
    z.pipe(
      z.object({ score1: numeric, score2: numeric, periods: z.catch(z.optional(z.array(scoreSchema)), undefined) }),
      z.transform((s): CouponGameScores => (s.periods ? s : { score1: s.score1, score2: s.score2 })),
    ),
  ),
  null,
);

const marketFields = {
  sportId: z.catch(count, 0),
  typeId: z.catch(count, 0),
  isLive: flag,
  kind: z.catch(count, 0),
  champId: z.catch(count, 0),
  names: z.pipe(
    z.catch(z.object({ market: optionalText, outcome: optionalText }), {}),
    z.transform((n) => dropUndefined(n)),
  ),
};

const marketSchema = z.object({ id, coef, gameId: count, ...marketFields });

/** An update names the market; a coefficient or field it leaves out stays as it was. */
const marketPatchSchema = z.pipe(
  z.object({
    id,
    gameId: count,
    coef: z.catch(z.optional(coef), undefined),
    ...(Object.fromEntries(Object.entries(marketFields).map(([key, schema]) => [key, z.optional(schema)])) as {
      [K in keyof typeof marketFields]: z.ZodMiniOptional<(typeof marketFields)[K]>;
    }),
  }),
  z.transform((market) => dropUndefined(market)),
);

const gameFields = {
  names: z.pipe(
    z.catch(z.object({ team1: optionalText, team2: optionalText, champ: optionalText }), {}),
    z.transform((n) => dropUndefined(n)),
  ),
  scores: scoresSchema,
  number: nullableNumber,
  champId: z.catch(z.nullable(count), null),
  sportNames: z.pipe(
    z.catch(z.object({ name: optionalText, nameEng: optionalText }), {}),
    z.transform((n) => dropUndefined(n)),
  ),
  menuSection: z.catch(z.nullable(z.string()), null),
  cyberTypeId: nullableNumber,
  status: nullableNumber,
  startTime: nullableNumber,
  time: nullableNumber,
  isLiveInLive: flag,
  isFinished: flag,
};

/** Every game field, missing or malformed ones defaulted. */
const gameSchema = z.catch(z.object(gameFields), () => z.object(gameFields).parse({}));

/** Only the game fields the emitter sent (an update of the score keeps the names). */
const gamePatchSchema = z.pipe(
  z.catch(
    z.object(
      Object.fromEntries(Object.entries(gameFields).map(([key, schema]) => [key, z.optional(schema)])) as {
        [K in keyof typeof gameFields]: z.ZodMiniOptional<(typeof gameFields)[K]>;
      },
    ),
    {},
  ),
  z.transform((game) => dropUndefined(game)),
);

const betStatusValues = new Set<number>(Object.values(BetStatus));
const betStatus = z.catch(
  z.pipe(
    count.check(z.refine((value) => betStatusValues.has(value))),
    z.transform((value) => value as BetStatus),
  ),
  BetStatus.NotStarted,
);

/** Checks a bus payload: the market must be usable, everything else falls back to defaults. */
export const couponBetPayloadSchema = z.object({
  market: marketSchema,
  game: z.optional(gamePatchSchema),
  isSkipOneClick: z.optional(flag),
  manualBlockId: z.catch(z.optional(z.nullable(count)), null),
  source: z.catch(z.optional(z.nullable(z.string())), null),
  pageType: z.catch(z.optional(z.nullable(z.string())), null),
  isBlocked: z.catch(z.optional(z.boolean()), undefined),
  isBannedExpress: z.catch(z.optional(z.boolean()), undefined),
  isDisabledBanker: z.catch(z.optional(z.boolean()), undefined),
  statusId: z.optional(betStatus),
  statisticId: z.catch(z.optional(z.nullable(z.union([z.string(), z.number()]))), null),
  playersDuel: z.catch(z.optional(z.boolean()), undefined),
});

export type ParsedBetPayload = { ok: true; payload: CouponBetPayload } | { ok: false; issues: readonly unknown[] };

/** A payload from the bus (any shape) to a checked one, or the reasons it is unusable. */
export function parseCouponBetPayload(raw: unknown): ParsedBetPayload {
  const parsed = couponBetPayloadSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  return { ok: true, payload: parsed.data as CouponBetPayload };
}

/** The game of a payload with the market's champId when the game gives none. */
function gameOf(payload: CouponBetPayload): CouponGame {
  const game = gameSchema.parse(payload.game ?? {});
  return { ...game, champId: game.champId ?? payload.market.champId } as CouponGame;
}

/** A checked payload to the bet the coupon keeps. */
export function betFromPayload(payload: CouponBetPayload): CouponBet {
  const market: CouponMarket = { ...payload.market };
  return {
    id: betIdOf(market.gameId, market.id),
    market,
    game: gameOf(payload),
    blockId: payload.manualBlockId ?? 0,
    statusId: (payload.statusId as BetStatus | undefined) ?? BetStatus.NotStarted,
    isBlocked: payload.isBlocked ?? false,
    isBannedExpress: payload.isBannedExpress ?? false,
    isDisabledBanker: payload.isDisabledBanker ?? false,
    isBanker: false,
    statisticId: payload.statisticId === undefined || payload.statisticId === null ? null : String(payload.statisticId),
    playersDuel: payload.playersDuel ?? false,
    source: payload.source ?? null,
    pageType: payload.pageType ?? null,
    pendingCoef: null,
  };
}

/**
 * What a `couponUpdate` payload changes in a bet already in the coupon: the line's facts
 * (coefficient, flags, live state, score), never the player's choices (banker, block).
 */
export interface BetChanges {
  coef?: number;
  market?: Partial<Omit<CouponMarket, 'id' | 'gameId' | 'coef'>>;
  game?: Partial<CouponGame>;
  isBlocked?: boolean;
  isBannedExpress?: boolean;
  isDisabledBanker?: boolean;
  statusId?: BetStatus;
}

const couponBetUpdateSchema = z.object({
  market: marketPatchSchema,
  game: z.optional(gamePatchSchema),
  isBlocked: z.catch(z.optional(z.boolean()), undefined),
  isBannedExpress: z.catch(z.optional(z.boolean()), undefined),
  isDisabledBanker: z.catch(z.optional(z.boolean()), undefined),
  statusId: z.optional(betStatus),
});

export type ParsedBetUpdate = { ok: true; id: string; changes: BetChanges } | { ok: false; issues: readonly unknown[] };

/** A `couponUpdate` payload (any shape) to the bet it names and what changes. */
export function parseCouponBetUpdate(raw: unknown): ParsedBetUpdate {
  const parsed = couponBetUpdateSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const { market, game, ...flags } = parsed.data;
  const { id: marketId, gameId, coef: nextCoef, ...marketChanges } = market;
  const changes: BetChanges = dropUndefined({ ...flags, coef: nextCoef }) as BetChanges;
  if (Object.keys(marketChanges).length > 0) changes.market = marketChanges as BetChanges['market'];
  if (game && Object.keys(game).length > 0) changes.game = game as Partial<CouponGame>;
  return { ok: true, id: betIdOf(gameId, marketId), changes };
}

/** A stored bet (any shape) to a bet, or null when it cannot be trusted. */
const storedBetSchema = z.object({
  market: marketSchema,
  game: gameSchema,
  blockId: z.catch(count, 0),
  statusId: betStatus,
  isBlocked: flag,
  isBannedExpress: flag,
  isDisabledBanker: flag,
  isBanker: flag,
  statisticId: z.catch(z.nullable(z.union([z.string(), z.pipe(z.number(), z.transform(String))])), null),
  playersDuel: flag,
  source: z.catch(z.nullable(z.string()), null),
  pageType: z.catch(z.nullable(z.string()), null),
  pendingCoef: z.catch(z.nullable(coef), null),
});

export function parseStoredBet(raw: unknown): { ok: true; bet: CouponBet } | { ok: false; issues: readonly unknown[] } {
  const parsed = storedBetSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const data = parsed.data;
  const market = data.market as CouponMarket;
  const game = data.game as CouponGame;
  return {
    ok: true,
    bet: {
      ...data,
      // The id is derived again: a stored one may disagree with the market.
      id: betIdOf(market.gameId, market.id),
      market,
      game: { ...game, champId: game.champId ?? market.champId },
    },
  };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
