import { CouponType } from '@bet/coupon';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { configGroups } from '../db/schema';

/** The stake rules of one currency, minor units. */
export interface StakeLimits {
  /** null: no minimum for this currency. */
  min: number | null;
  /** null: no maximum for this currency (it never applies to the bonus account, spec 01 §5). */
  max: number | null;
  /** Spec 01 §5: min and max apply only to the coupon types the config lists. */
  limitedTypeIds: number[];
  /** The most bets one coupon may hold. */
  maxEvents: number;
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

/** The fields of the `coupon` settings group that placement reads (site/site-seed.ts). */
const couponGroupSchema = z.object({
  minBetAmount: byCurrency.catch({}),
  maxBetAmount: byCurrency.catch({}),
  minMaxCouponTypes: z.array(z.number().int()).catch([CouponType.Single, CouponType.Express, CouponType.System]),
  maxEventsInCoupon: z.number().int().positive().catch(DEFAULT_MAX_EVENTS),
});

/**
 * The limits of a currency from the language-neutral `coupon` settings group: the same figures
 * the client shows (getConfigGroups), so the coupon and the server can never disagree.
 */
export async function readStakeLimits(db: Db, currencyIso: string): Promise<StakeLimits> {
  const [row] = await db
    .select({ data: configGroups.data })
    .from(configGroups)
    .where(and(eq(configGroups.name, 'coupon'), isNull(configGroups.lang)));
  const group = couponGroupSchema.parse({
    minBetAmount: row?.data.minBetAmount,
    maxBetAmount: row?.data.maxBetAmount,
    minMaxCouponTypes: row?.data.minMaxCouponTypes,
    maxEventsInCoupon: row?.data.maxEventsInCoupon,
  });
  return {
    min: group.minBetAmount[currencyIso] ?? null,
    max: group.maxBetAmount[currencyIso] ?? null,
    limitedTypeIds: group.minMaxCouponTypes,
    maxEvents: group.maxEventsInCoupon,
  };
}
