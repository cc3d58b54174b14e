import { z } from 'zod/mini';
import { defineCall } from './call';
import { defineControlCall } from './control-call';
import { gameSchema, langQuery, marketSchema } from './line-calls';

/**
 * A coupon shared by its code and loaded by it (spec 01 §3 coupon state `loadCouponInputValue`).
 * Spec 02 shows neither call; ours, under /web-api/coupon. The server keeps the bets (game and
 * market ids), the type and the system value under a short code; loading a code answers the bets
 * as the line has them now, so the coupon shows today's coefficients, never the shared ones.
 */

/** A coupon code: 8 of the 32 letters and digits that cannot be misread (no 0, O, 1, I). */
export const COUPON_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;
export const couponCodeSchema = z.string().check(z.regex(COUPON_CODE_PATTERN));

const couponTypeSchema = z.int().check(z.gte(0), z.lte(9));

export const shareCouponBodySchema = z.object({
  typeId: couponTypeSchema,
  systemValue: z.int().check(z.nonnegative()),
  bets: z
    .array(z.object({ gameId: z.int().check(z.positive()), marketId: z.int().check(z.positive()) }))
    .check(z.minLength(1), z.maxLength(100)),
});
export type ShareCouponBody = z.input<typeof shareCouponBodySchema>;

/** Stores the bets under a new code (visitors may share too: a code holds no one's money). */
export const shareCoupon = defineCall({
  name: 'shareCoupon',
  method: 'POST',
  path: '/web-api/coupon/share',
  query: z.object({}),
  body: shareCouponBodySchema,
  response: z.object({ code: couponCodeSchema }),
});

export const sharedCouponSchema = z.object({
  code: couponCodeSchema,
  typeId: couponTypeSchema,
  systemValue: z.int().check(z.nonnegative()),
  /** The games of the bets still in the line (a finished game's bet is left out). */
  games: z.array(gameSchema),
  /** One market per bet still on offer, in the order shared. */
  markets: z.array(marketSchema),
  /** Bets of the shared coupon that are no longer on offer (their game finished or left the line). */
  missingCount: z.int().check(z.nonnegative()),
});
export type SharedCoupon = z.output<typeof sharedCouponSchema>;

/** The coupon under a code; 404 `not_found` for a code nobody shared. */
export const loadSharedCoupon = defineCall({
  name: 'loadSharedCoupon',
  method: 'GET',
  path: '/web-api/coupon/shared',
  query: z.object({ code: couponCodeSchema, lang: langQuery }),
  body: z.undefined(),
  response: sharedCouponSchema,
});

/**
 * Control API (test and demo modes): gives a player a promo code (spec 01 §3 promoCodes), so a
 * test's own new player has one to use. `expiresAt` in epoch seconds; absent: it never expires.
 */
export const grantPromoCode = defineControlCall({
  name: 'grantPromoCode',
  method: 'POST',
  path: 'promo-codes',
  body: z.object({
    playerId: z.int().check(z.positive()),
    code: z.string().check(z.trim(), z.minLength(3), z.maxLength(32)),
    name: z.optional(z.string().check(z.maxLength(80))),
    expiresAt: z.optional(z.int()),
  }),
  response: z.object({ code: z.string() }),
});
