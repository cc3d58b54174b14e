import { CouponType } from '@bet/coupon';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { configGroups } from '../db/schema';

/** The coupon rules of one currency, minor units. */
export interface StakeLimits {
  /** null: no minimum for this currency. */
  min: number | null;
  /** null: no maximum for this currency (it never applies to the bonus account, spec 01 §5). */
  max: number | null;
  /** Spec 01 §5: min and max apply only to the coupon types the config lists. */
  limitedTypeIds: number[];
  /** The most bets one coupon may hold. */
  maxEvents: number;
  /** The largest possible win a coupon may have (MAX_POSSIBLE_WIN). */
  maxPayout: number;
  /** Spec 01 §5: the express bonus feature is on. */
  isBonusBetEnabled: boolean;
  /** Spec 01 §5: VIP bets are allowed. */
  isVipBetAllowed: boolean;
  /** The stake a fresh coupon starts with; 0: none. */
  initialAmount: number;
}

/**
 * The largest possible win the sandbox accepts, minor units. Balances and payouts are 32-bit
 * integer columns; a coupon that could pay more is refused as above the maximum, with the
 * largest stake that fits as its limit.
 */
export const MAX_POSSIBLE_WIN = 2_000_000_000;

/** Used when the config group lacks the field; the seed sets 30. */
const DEFAULT_MAX_EVENTS = 30;

const byCurrency = z.record(z.string(), z.number().int().nonnegative());

/** The fields of the `coupon` settings group that the coupon's rules read (site-seed.ts). */
const couponGroupSchema = z.object({
  minBetAmount: byCurrency.catch({}),
  maxBetAmount: byCurrency.catch({}),
  minMaxCouponTypes: z.array(z.number().int()).catch([CouponType.Single, CouponType.Express, CouponType.System]),
  maxEventsInCoupon: z.number().int().positive().catch(DEFAULT_MAX_EVENTS),
  isBonusBetEnabled: z.boolean().catch(false),
  isVipBetAllowed: z.boolean().catch(false),
  initialAmountByCurrency: byCurrency.catch({}),
});

/**
 * The rules of a currency from the language-neutral `coupon` settings group: the one source of
 * figures for both ends, the coupon config the client shows (coupon-config.ts) and the
 * placement that enforces them (accept-coupon.ts), so the two can never disagree.
 */
export async function readStakeLimits(db: Db, currencyIso: string): Promise<StakeLimits> {
  const [row] = await db
    .select({ data: configGroups.data })
    .from(configGroups)
    .where(and(eq(configGroups.name, 'coupon'), isNull(configGroups.lang)));
  const data = row?.data ?? {};
  const group = couponGroupSchema.parse({
    minBetAmount: data.minBetAmount,
    maxBetAmount: data.maxBetAmount,
    minMaxCouponTypes: data.minMaxCouponTypes,
    maxEventsInCoupon: data.maxEventsInCoupon,
    isBonusBetEnabled: data.isBonusBetEnabled,
    isVipBetAllowed: data.isVipBetAllowed,
    initialAmountByCurrency: data.initialAmountByCurrency,
  });
  return {
    min: group.minBetAmount[currencyIso] ?? null,
    max: group.maxBetAmount[currencyIso] ?? null,
    limitedTypeIds: group.minMaxCouponTypes,
    maxEvents: group.maxEventsInCoupon,
    maxPayout: MAX_POSSIBLE_WIN,
    isBonusBetEnabled: group.isBonusBetEnabled,
    isVipBetAllowed: group.isVipBetAllowed,
    initialAmount: group.initialAmountByCurrency[currencyIso] ?? 0,
  };
}
