import { z } from 'zod/mini';
import { defineCall } from './call';

const money = z.int().check(z.nonnegative());

/**
 * The coupon rules and the player's coupon inputs (spec 01 §3 "Coupon state", §5 validation):
 * what the coupon needs before the player places anything. Spec 02 does not show the call; ours
 * is `GET /web-api/coupon/config`. With the auth header of a signed-in player the figures are in
 * the currency of the player's active account and the player's own settings, promo codes and
 * prepaid money come with them; without it (a visitor, or a token that is no longer valid) the
 * site's figures in its default currency, RUB (spec 02 §9), and the defaults.
 */
export const couponConfigSchema = z.object({
  /** The currency of the money figures (ISO 4217). */
  currencyIso: z.string().check(z.length(3)),
  /** Minimum stake, minor units (0: none), for the types in `limitedTypeIds`. */
  minBetAmount: money,
  /** Maximum stake, minor units (null: unlimited), for the types in `limitedTypeIds`; never for the bonus account. */
  maxBetAmount: z.nullable(money),
  /** Spec 01 §5 "Min or max amount applies only to coupon types listed in config". */
  limitedTypeIds: z.array(z.int().check(z.gte(0), z.lte(9))),
  /** The largest possible win a coupon may have, minor units (null: none). */
  maxPayout: z.nullable(money),
  /** Spec 01 §5: the express bonus ("bonus bet") feature is on. */
  isBonusBetEnabled: z.boolean(),
  /** Spec 01 §5: the site config allows VIP bets. */
  isVipBetAllowed: z.boolean(),
  /** The stake a fresh coupon starts with, minor units (spec 01 §3 initialAmount). */
  initialAmount: money,
  /**
   * The player's odds format and app view type (spec 01 §3 global settings) as saved on the
   * server; null for a visitor or a player who saved none: the browser's own choice stands
   * (cookie app_view_type, local storage). A saved one wins on sign-in (libs/coupon/core README).
   */
  coefViewId: z.nullable(z.int().check(z.nonnegative())),
  appViewType: z.nullable(z.int().check(z.nonnegative())),
  /** The player's promo codes (spec 01 §3 promoCodes). */
  promoCodes: z.array(z.object({ code: z.string().check(z.minLength(1)), name: z.optional(z.string()) })),
  /** Prepaid (free) money the player may stake, minor units (spec 01 §3 availablePrepaidAmount). */
  prepaidAmount: money,
});
export type CouponConfig = z.output<typeof couponConfigSchema>;

export const getCouponConfig = defineCall({
  name: 'getCouponConfig',
  method: 'GET',
  path: '/web-api/coupon/config',
  query: z.object({}),
  body: z.undefined(),
  response: couponConfigSchema,
  // The token goes when the player has one; the answer never refuses a visitor.
  auth: true,
});
