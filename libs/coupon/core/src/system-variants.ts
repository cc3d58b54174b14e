import { combinationCount } from './combinations.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { systemValueRange } from './coupon-shape.ts';

/** Spec 01 §3 "System variant: value, offset, minBetAmount, combo". */
export interface SystemVariant {
  /** k of "system k/n". */
  readonly value: number;
  /** The banker count: every line holds them all. */
  readonly offset: number;
  /** Lines: C(n - b, k - b). */
  readonly combo: number;
  /** combo × the minimum line stake (minor units), when one was given. */
  readonly minBetAmount?: number;
}

export interface SystemVariantsOptions {
  /** The minimum stake of one line, minor units. */
  readonly minLineStake?: number;
}

function wholeCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new CouponMathError(CouponMathErrorCode.InvalidCoupon, `${what} must be a whole number >= 0, got ${value}`);
  }
}

/**
 * The system values offered for n legs with b bankers: k from max(2, b+1) to n-1 (coupon-math.md
 * "System variants"; never below 2), in increasing k. Empty when no system is possible.
 */
export function systemVariants(
  legCount: number,
  bankerCount = 0,
  options: SystemVariantsOptions = {},
): SystemVariant[] {
  wholeCount(legCount, 'The leg count');
  wholeCount(bankerCount, 'The banker count');
  const { minLineStake } = options;
  if (minLineStake !== undefined) wholeCount(minLineStake, 'The minimum line stake');
  const { min, max } = systemValueRange(legCount, bankerCount);
  const variants: SystemVariant[] = [];
  for (let value = min; value <= max; value += 1) {
    const combo = combinationCount(legCount - bankerCount, value - bankerCount);
    variants.push(
      minLineStake === undefined
        ? { value, offset: bankerCount, combo }
        : { value, offset: bankerCount, combo, minBetAmount: combo * minLineStake },
    );
  }
  return variants;
}
