import type { PlacedCouponRecord } from '@bet/contract';
import {
  calcConditionalPayout,
  calcConditionalPossibleWin,
  calcPayout,
  calcPossibleWin,
  conditionalBlocks,
  CouponType,
  isCouponMathError,
  type ConditionalCoupon,
  type PayoutCoupon,
} from '@bet/coupon';

type PricedRecord = Pick<PlacedCouponRecord, 'typeId' | 'amount' | 'systemValue' | 'coef' | 'legs' | 'amountByBlockId'>;

/** A conditional's blocks as the record gives them (legs' blockId, amountByBlockId), in play order. */
export function recordBlocks(
  record: Pick<PlacedCouponRecord, 'typeId' | 'legs' | 'amountByBlockId'>,
): { blockId: number; amount: number }[] {
  if (record.typeId !== CouponType.Conditional || record.amountByBlockId === undefined) return [];
  const amounts = record.amountByBlockId;
  return [...new Set(record.legs.map((leg) => leg.blockId ?? 0))]
    .sort((a, b) => a - b)
    .map((blockId) => ({ blockId, amount: amounts[String(blockId)] ?? 0 }));
}

/** The record as the engine's conditional input (its blocks), or null without its block amounts. */
function toConditional(record: PricedRecord): ConditionalCoupon | null {
  if (record.typeId !== CouponType.Conditional || record.amountByBlockId === undefined) return null;
  const legs = record.legs.map((leg) => ({ blockId: leg.blockId ?? 0, coef: leg.coef, status: leg.status }));
  return {
    blocks: conditionalBlocks(legs, record.amountByBlockId).map((block) => ({
      amount: block.amount,
      legs: block.legs.map(({ coef, status }) => ({ coef, status })),
    })),
  };
}

/**
 * The record as @bet/coupon's payout input, or null where the engine cannot price it from what a
 * record holds: conditional (5) and anti-express (6) are server-priced (coupon-math.md), and a
 * record's legs carry no per-single stake for many singles (9).
 */
function toPayoutCoupon(record: PricedRecord): PayoutCoupon | null {
  if (
    record.typeId === CouponType.Conditional ||
    record.typeId === CouponType.AntiExpress ||
    record.typeId === CouponType.ManySingles
  ) {
    return null;
  }
  return {
    typeId: record.typeId,
    amount: record.amount,
    systemValue: record.systemValue,
    legs: record.legs.map((leg) => ({ coef: leg.coef, status: leg.status, isBanker: leg.isBanker })),
  };
}

/** Runs the engine; a record it refuses (a shape no coupon can have) is unknown, not a crash. */
function priced(run: () => number | null): number | null {
  try {
    return run();
  } catch (error) {
    if (isCouponMathError(error)) return null;
    throw error;
  }
}

/**
 * What the coupon pays as @bet/coupon computes it from the legs' statuses (coupon-math.md leg
 * factors, rounded down once): null while it still depends on an open leg, or when the engine
 * cannot price the type from a record.
 */
export function expectedPayout(record: PricedRecord): number | null {
  if (record.typeId === CouponType.Conditional) {
    return priced(() => {
      const conditional = toConditional(record);
      return conditional ? calcConditionalPayout(conditional) : null;
    });
  }
  const coupon = toPayoutCoupon(record);
  return coupon ? priced(() => calcPayout(coupon)) : null;
}

/**
 * The return if every leg wins, for an open coupon's "possible win". Anti-express is the stake
 * times the server's accepted coefficient (exact, rounded down); conditional its blocks chained
 * (engine calcConditionalPossibleWin, the sandbox's rule); many singles (no per-leg stake in a
 * record): null.
 */
export function possibleWin(record: PricedRecord): number | null {
  if (record.typeId === CouponType.Conditional) {
    return priced(() => {
      const conditional = toConditional(record);
      return conditional ? calcConditionalPossibleWin(conditional) : null;
    });
  }
  if (record.typeId === CouponType.AntiExpress) {
    const coef = record.coef;
    return coef === null
      ? null
      : priced(() => calcPossibleWin({ typeId: CouponType.Single, amount: record.amount, legs: [{ coef }] }));
  }
  const coupon = toPayoutCoupon(record);
  return coupon ? priced(() => calcPossibleWin(coupon)) : null;
}

export interface PayoutMismatch {
  readonly couponId: string;
  /** The server's payout: what the player is shown. */
  readonly actual: number;
  readonly expected: number;
}

/**
 * A settled coupon whose server payout differs from the engine's figure, or null. The server is
 * the truth (it is what was paid); a difference is worth a warning in the log, not a different
 * figure on screen.
 */
export function payoutMismatch(record: PlacedCouponRecord): PayoutMismatch | null {
  if (!record.isSettled || record.payout === null) return null;
  const expected = expectedPayout(record);
  if (expected === null || expected === record.payout) return null;
  return { couponId: record.couponId, actual: record.payout, expected };
}
