import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';

/**
 * An exact amount of minor units as a reduced fraction (numerator >= 0, denominator > 0).
 * The sbobet quarter-line example returns 163468.704 minor units exactly: 20433588 / 125.
 */
export interface ExactAmount {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fraction reduced to lowest terms. */
export function exactAmount(numerator: bigint, denominator: bigint): ExactAmount {
  if (denominator <= 0n) throw new RangeError('An exact amount needs a positive denominator');
  if (numerator === 0n) return { numerator: 0n, denominator: 1n };
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * Whole minor units as a JS number. Past 2^53 a number can no longer hold every integer, so
 * the engine refuses instead of returning a figure that is silently off.
 */
export function minorUnitsToNumber(minorUnits: bigint): number {
  if (minorUnits > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new CouponMathError(
      CouponMathErrorCode.AmountOverflow,
      `${minorUnits} minor units exceed Number.MAX_SAFE_INTEGER; use the exact variant`,
    );
  }
  return Number(minorUnits);
}

/** Rounds DOWN to whole minor units (amounts are never negative, so BigInt division floors). */
export function floorExact(amount: ExactAmount): number {
  return minorUnitsToNumber(amount.numerator / amount.denominator);
}

/** Whether two exact amounts are the same number (they need not be reduced). */
export function exactEquals(a: ExactAmount, b: ExactAmount): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

/**
 * The exact amount as decimal text with `decimals` digits, rounded down: for logs, reports and
 * tests (163468.704 with 3 decimals).
 */
export function formatExact(amount: ExactAmount, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (amount.numerator * scale) / amount.denominator;
  const whole = scaled / scale;
  if (decimals === 0) return whole.toString();
  return `${whole}.${(scaled % scale).toString().padStart(decimals, '0')}`;
}
