import { z } from 'zod';
import { defineCall } from './call';
import { coefSchema, gameScoresSchema } from './line-calls';
import { epochSecondsQuerySchema } from './epoch-query';

/**
 * Placing a coupon, the bet history and print-coupon (spec 01 §2 history, print-coupon; §3
 * "Coupon sent to server"; §4 bet statuses). Paths are not shown in the spec: ours, under
 * /web-api/coupon and /web-api/bets.
 */

/** Spec 01 §3 "Coupon types": 0 single ... 9 many singles. */
const couponTypeSchema = z.number().int().min(0).max(9);
/** Spec 01 §3 coupon settings: 0 asks to confirm, 1 accepts any change, 2 accepts increases only. */
export const changeCoefActionSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const money = z.number().int().nonnegative();

export const placedBetLegInputSchema = z.object({
  /** The market (outcome) id. */
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  gameId: z.number().int().positive(),
  /** The coefficient the player accepted. */
  coef: coefSchema,
  sportId: z.number().int().nonnegative(),
  typeId: z.number().int().nonnegative(),
  kind: z.number().int().nonnegative(),
  champId: z.number().int().nonnegative(),
  isLive: z.boolean(),
  blockId: z.number().int().nonnegative(),
  isBanker: z.boolean(),
  /** Many singles (type 9): this single's stake. */
  amount: money.optional(),
  /** With isDropOnScoreChange: the game's score the player saw; the bet is refused when it moved. */
  score: z.object({ score1: z.number().int().nonnegative(), score2: z.number().int().nonnegative() }).optional(),
});

/**
 * Spec 01 §3 "Coupon sent to server", field for field (what @bet/coupon's buildCouponPayload
 * makes). `id` is the idempotency key: the client makes one per placement attempt; a retry with
 * the same id answers the first result and never places twice.
 */
export const postCouponBodySchema = z.object({
  id: z.string().min(8).max(64),
  accountId: z.number().int().positive().nullable(),
  amount: money,
  amountByBlockId: z.record(z.string(), money),
  bets: z.array(placedBetLegInputSchema).min(1).max(100),
  changeCoefAction: changeCoefActionSchema,
  coef: z.number().nullable(),
  coefByView: z.string(),
  coefViewId: z.number().int().nonnegative(),
  exactCoef: z.boolean(),
  isDropOnScoreChange: z.boolean(),
  prepaidAmount: money,
  refId: z.number().int().nullable(),
  systemValue: z.number().int().nonnegative(),
  typeId: couponTypeSchema,
  userId: z.number().int().nullable(),
  hyperBonusPercent: z.number().nonnegative(),
  minHyperBonusBetLimit: z.number().nonnegative(),
  maxHyperBonusLimit: z.number().nonnegative(),
  /**
   * Spec 01 §3 promoCode / manualPromoCode: the one promo code the coupon carries (the typed one
   * before the chosen one). The spec's payload list does not name it; the server checks it
   * (promo_code_* refusals) and spends it with the coupon. Never for a single (spec 01 §5).
   */
  promoCode: z.string().trim().min(1).max(64).optional(),
});
export type PostCouponBody = z.input<typeof postCouponBodySchema>;

/** The answer to an accepted coupon. */
export const placedCouponSchema = z.object({
  /** Digits only (spec 01 §5: print-coupon id). */
  couponId: z.string().regex(/^\d+$/),
  placedAt: z.number().int(),
  typeId: couponTypeSchema,
  amount: money,
  /** The total coefficient accepted (anti-express: the server's antiExpressCoef; null for systems, conditionals and many singles). */
  coef: z.number().nullable(),
  /** The possible win as the engine computes it, minor units. */
  possibleWin: money,
  accountId: z.number().int().positive(),
  /** The account's money after the debit, minor units. */
  balance: z.number().int(),
  /** Legs whose coefficient the server changed under changeCoefAction 1 or 2. */
  acceptedCoefs: z.array(z.object({ marketId: z.number().int().positive(), coef: coefSchema })),
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
  marketId: z.number().int().positive(),
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
    .min(1),
  statusCode: z.literal(400),
  changes: z.array(marketChangeSchema).optional(),
  /** amount_below_min / amount_above_max: the bound; limit_exceeded: what may still be staked (0: excluded); minor units. */
  limit: money.optional(),
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
export const betStatusSchema = z.number().int().min(-2).max(6);

export const betLegSchema = z.object({
  marketId: z.number().int().positive(),
  gameId: z.number().int().positive(),
  sportId: z.number().int().positive(),
  champName: z.string(),
  team1: z.string(),
  team2: z.string(),
  group: z.string(),
  outcome: z.string(),
  coef: coefSchema,
  isLive: z.boolean(),
  isBanker: z.boolean(),
  startTime: z.number().int(),
  status: betStatusSchema,
  scores: gameScoresSchema.nullable(),
  /** Conditional (type 5): the leg's block (spec 01 §3 "Bet in coupon" blockId); absent for other types. */
  blockId: z.number().int().nonnegative().optional(),
});
export type BetLeg = z.output<typeof betLegSchema>;

/** A placed coupon as the history and print-coupon show it. */
export const placedCouponRecordSchema = z.object({
  couponId: z.string().regex(/^\d+$/),
  placedAt: z.number().int(),
  typeId: couponTypeSchema,
  systemValue: z.number().int().nonnegative(),
  amount: money,
  coef: z.number().nullable(),
  currencyIso: z.string().length(3),
  /** Open until every leg is settled. */
  isSettled: z.boolean(),
  settledAt: z.number().int().nullable(),
  /** What was paid out, minor units (0 for a loss); null while open. */
  payout: money.nullable(),
  /** The coupon's status: its legs' for a single, win/lose/return for the rest; -1 while open. */
  status: betStatusSchema,
  legs: z.array(betLegSchema).min(1),
  /** Conditional (type 5): each block's amount, minor units (spec 01 §3 amountByBlockId); absent for other types. */
  amountByBlockId: z.record(z.string(), money).optional(),
});
export type PlacedCouponRecord = z.output<typeof placedCouponRecordSchema>;

export const BET_HISTORY_FILTERS = ['all', 'open', 'settled'] as const;

/** The player's coupons, newest first, filtered by state and a placed-at range (epoch seconds). */
export const getBetHistory = defineCall({
  name: 'getBetHistory',
  method: 'GET',
  path: '/web-api/bets/history',
  query: z.object({
    filter: z.enum(BET_HISTORY_FILTERS).default('all'),
    from: epochSecondsQuerySchema.optional(),
    to: epochSecondsQuerySchema.optional(),
    /** The couponId of the last coupon of the previous page. */
    before: z.string().regex(/^\d+$/).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
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
  query: z.object({ couponId: z.string().regex(/^\d+$/) }),
  body: z.undefined(),
  response: placedCouponRecordSchema,
  auth: true,
});
