import { z } from 'zod/mini';
import { defineCall } from './call';
import { coefSchema, gameScoresSchema } from './line-calls';
import { epochSecondsQuerySchema } from './epoch-query';

/**
 * Placing a coupon, the bet history and print-coupon (spec 01 §2 history, print-coupon; §3
 * "Coupon sent to server"; §4 bet statuses). Paths are not shown in the spec: ours, under
 * /web-api/coupon and /web-api/bets.
 */

/** Spec 01 §3 "Coupon types": 0 single ... 9 many singles. */
const couponTypeSchema = z.int().check(z.gte(0), z.lte(9));
/** Spec 01 §3 coupon settings: 0 asks to confirm, 1 accepts any change, 2 accepts increases only. */
export const changeCoefActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const money = z.int().check(z.nonnegative());

export const placedBetLegInputSchema = z.object({
  /** The market (outcome) id. */
  id: z.union([z.int().check(z.positive()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
  gameId: z.int().check(z.positive()),
  /** The coefficient the player accepted. */
  coef: coefSchema,
  sportId: z.int().check(z.nonnegative()),
  typeId: z.int().check(z.nonnegative()),
  kind: z.int().check(z.nonnegative()),
  champId: z.int().check(z.nonnegative()),
  isLive: z.boolean(),
  blockId: z.int().check(z.nonnegative()),
  isBanker: z.boolean(),
  /** Many singles (type 9): this single's stake. */
  amount: z.optional(money),
  /** With isDropOnScoreChange: the game's score the player saw; the bet is refused when it moved. */
  score: z.optional(z.object({ score1: z.int().check(z.nonnegative()), score2: z.int().check(z.nonnegative()) })),
});

/**
 * Spec 01 §3 "Coupon sent to server", field for field (what @bet/coupon's buildCouponPayload
 * makes). `id` is the idempotency key: the client makes one per placement attempt; a retry with
 * the same id answers the first result and never places twice.
 */
export const postCouponBodySchema = z.object({
  id: z.string().check(z.minLength(8), z.maxLength(64)),
  accountId: z.nullable(z.int().check(z.positive())),
  amount: money,
  amountByBlockId: z.record(z.string(), money),
  bets: z.array(placedBetLegInputSchema).check(z.minLength(1), z.maxLength(100)),
  changeCoefAction: changeCoefActionSchema,
  coef: z.nullable(z.number()),
  coefByView: z.string(),
  coefViewId: z.int().check(z.nonnegative()),
  exactCoef: z.boolean(),
  isDropOnScoreChange: z.boolean(),
  prepaidAmount: money,
  refId: z.nullable(z.int()),
  systemValue: z.int().check(z.nonnegative()),
  typeId: couponTypeSchema,
  userId: z.nullable(z.int()),
  hyperBonusPercent: z.number().check(z.nonnegative()),
  minHyperBonusBetLimit: z.number().check(z.nonnegative()),
  maxHyperBonusLimit: z.number().check(z.nonnegative()),
  /**
   * Spec 01 §3 promoCode / manualPromoCode: the one promo code the coupon carries (the typed one
   * before the chosen one). The spec's payload list does not name it; the server checks it
   * (promo_code_* refusals) and spends it with the coupon. Never for a single (spec 01 §5).
   */
  promoCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type PostCouponBody = z.input<typeof postCouponBodySchema>;

/** The answer to an accepted coupon. */
export const placedCouponSchema = z.object({
  /** Digits only (spec 01 §5: print-coupon id). */
  couponId: z.string().check(z.regex(/^\d+$/)),
  placedAt: z.int(),
  typeId: couponTypeSchema,
  amount: money,
  /** The total coefficient accepted (anti-express: the server's antiExpressCoef; null for systems, conditionals and many singles). */
  coef: z.nullable(z.number()),
  /** The possible win as the engine computes it, minor units. */
  possibleWin: money,
  accountId: z.int().check(z.positive()),
  /** The account's money after the debit, minor units. */
  balance: z.int(),
  /** Legs whose coefficient the server changed under changeCoefAction 1 or 2. */
  acceptedCoefs: z.array(z.object({ marketId: z.int().check(z.positive()), coef: coefSchema })),
});
export type PlacedCouponAnswer = z.output<typeof placedCouponSchema>;

/**
 * The refusal codes of a placement (400, `errors[0].code`). The spec shows none; ours, one per
 * reason the client explains differently (translation key `coupon_error_<code>`).
 */
export const BET_ERROR_CODES = {
  /** A coefficient moved in a way changeCoefAction does not accept: `changes` has the new ones. */
  coefChanged: 'coef_changed',
  /** A market is suspended: `changes` marks it blocked. */
  marketBlocked: 'market_blocked',
  /** A game has finished, is unknown, or a line bet's game has started. */
  gameUnavailable: 'game_unavailable',
  insufficientFunds: 'insufficient_funds',
  amountBelowMin: 'amount_below_min',
  amountAboveMax: 'amount_above_max',
  /** The coupon breaks a rule of spec 01 §5 (type, bet count, same game twice, system value). */
  invalidCoupon: 'invalid_coupon',
  /** A responsible-gaming limit would be exceeded. */
  limitExceeded: 'limit_exceeded',
  /** The account is not the player's, or cannot be used for bets. */
  accountUnavailable: 'account_unavailable',
  /** The same id came with a different coupon. */
  duplicateId: 'duplicate_id',
  /** isDropOnScoreChange: a game's score is no longer the one the player saw. */
  scoreChanged: 'score_changed',
  /** Spec 01 §5 "Promo codes accepted except for singles coupons". */
  promoCodeOnSingle: 'promo_code_single',
  /** The promo code is not one of the player's. */
  promoCodeUnknown: 'promo_code_unknown',
  /** The promo code went with an earlier coupon. */
  promoCodeUsed: 'promo_code_used',
  promoCodeExpired: 'promo_code_expired',
} as const;
export type BetErrorCode = (typeof BET_ERROR_CODES)[keyof typeof BET_ERROR_CODES];

/** A market as it is now, sent with coef_changed and market_blocked. */
export const marketChangeSchema = z.object({
  marketId: z.int().check(z.positive()),
  coef: coefSchema,
  isBlocked: z.boolean(),
});
export type MarketChange = z.output<typeof marketChangeSchema>;

/** The 400 body of a refused placement: the generic error body plus what the client can fix. */
export const placementRefusalSchema = z.object({
  errors: z
    .array(
      z.object({
        code: z.enum(Object.values(BET_ERROR_CODES) as [BetErrorCode, ...BetErrorCode[]]),
        detail: z.string(),
      }),
    )
    .check(z.minLength(1)),
  statusCode: z.literal(400),
  changes: z.optional(z.array(marketChangeSchema)),
  /** amount_below_min / amount_above_max: the bound; limit_exceeded: what may still be staked (0: excluded); minor units. */
  limit: z.optional(money),
});
export type PlacementRefusal = z.output<typeof placementRefusalSchema>;

/** The HTTP call that places a coupon (the coupon's placement saga sends it, retrying on no answer). */
export const postCoupon = defineCall({
  name: 'postCoupon',
  method: 'POST',
  path: '/web-api/coupon/place',
  query: z.object({}),
  body: postCouponBodySchema,
  response: placedCouponSchema,
  auth: true,
});

/** Spec 01 §4 "Bet status codes": -2 not calculated ... 6 half lose half win. */
export const betStatusSchema = z.int().check(z.gte(-2), z.lte(6));

export const betLegSchema = z.object({
  marketId: z.int().check(z.positive()),
  gameId: z.int().check(z.positive()),
  sportId: z.int().check(z.positive()),
  champName: z.string(),
  team1: z.string(),
  team2: z.string(),
  group: z.string(),
  outcome: z.string(),
  coef: coefSchema,
  isLive: z.boolean(),
  isBanker: z.boolean(),
  startTime: z.int(),
  status: betStatusSchema,
  scores: z.nullable(gameScoresSchema),
  /** Conditional (type 5): the leg's block (spec 01 §3 "Bet in coupon" blockId); absent for other types. */
  blockId: z.optional(z.int().check(z.nonnegative())),
});
export type BetLeg = z.output<typeof betLegSchema>;

/** A placed coupon as the history and print-coupon show it. */
export const placedCouponRecordSchema = z.object({
  couponId: z.string().check(z.regex(/^\d+$/)),
  placedAt: z.int(),
  typeId: couponTypeSchema,
  systemValue: z.int().check(z.nonnegative()),
  amount: money,
  coef: z.nullable(z.number()),
  currencyIso: z.string().check(z.length(3)),
  /** Open until every leg is settled. */
  isSettled: z.boolean(),
  settledAt: z.nullable(z.int()),
  /** What was paid out, minor units (0 for a loss); null while open. */
  payout: z.nullable(money),
  /** The coupon's status: its legs' for a single, win/lose/return for the rest; -1 while open. */
  status: betStatusSchema,
  legs: z.array(betLegSchema).check(z.minLength(1)),
  /** Conditional (type 5): each block's amount, minor units (spec 01 §3 amountByBlockId); absent for other types. */
  amountByBlockId: z.optional(z.record(z.string(), money)),
});
export type PlacedCouponRecord = z.output<typeof placedCouponRecordSchema>;

export const BET_HISTORY_FILTERS = ['all', 'open', 'settled'] as const;

/** The player's coupons, newest first, filtered by state and a placed-at range (epoch seconds). */
export const getBetHistory = defineCall({
  name: 'getBetHistory',
  method: 'GET',
  path: '/web-api/bets/history',
  query: z.object({
    filter: z._default(z.enum(BET_HISTORY_FILTERS), 'all'),
    from: z.optional(epochSecondsQuerySchema),
    to: z.optional(epochSecondsQuerySchema),
    /** The couponId of the last coupon of the previous page. */
    before: z.optional(z.string().check(z.regex(/^\d+$/))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  body: z.undefined(),
  response: z.object({ coupons: z.array(placedCouponRecordSchema), hasMore: z.boolean() }),
  auth: true,
});

/** Spec 01 §2 print-coupon/{couponId}: one of the player's coupons. 404 when not theirs. */
export const getCouponById = defineCall({
  name: 'getCouponById',
  method: 'GET',
  path: '/web-api/bets/coupon',
  query: z.object({ couponId: z.string().check(z.regex(/^\d+$/)) }),
  body: z.undefined(),
  response: placedCouponRecordSchema,
  auth: true,
});
