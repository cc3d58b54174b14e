import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';

/** C(n, k) exactly, as a BigInt (0 when k is out of 0..n). */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) {
    throw new RangeError(`C(n, k) needs whole numbers n >= 0, got C(${n}, ${k})`);
  }
  if (k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  // Each partial product C(n-r+i, i) is an integer, so the division is always exact.
  for (let i = 1; i <= r; i += 1) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

/**
 * C(n, k): the number of lines of a system k/n. A number, exact while it fits 2^53 (every
 * n up to 55); beyond that it throws `amount_overflow` rather than return a rounded count.
 */
export function combinationCount(n: number, k: number): number {
  const count = binomial(n, k);
  if (count > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new CouponMathError(
      CouponMathErrorCode.AmountOverflow,
      `C(${n}, ${k}) = ${count} does not fit a safe integer`,
    );
  }
  return Number(count);
}
