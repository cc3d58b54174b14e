import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { binomial, combinationCount } from './combinations.ts';
import { CouponMathError } from './coupon-math-error.ts';
import { elementarySymmetric, product } from './elementary-symmetric.ts';

/** The definition, by enumerating every k-subset: the reference the recurrence must match. */
function enumerated(values: readonly bigint[], k: number): bigint {
  let sum = 0n;
  const walk = (start: number, left: number, acc: bigint): void => {
    if (left === 0) {
      sum += acc;
      return;
    }
    for (let i = start; i <= values.length - left; i += 1) walk(i + 1, left - 1, acc * (values[i] as bigint));
  };
  walk(0, k, 1n);
  return sum;
}

describe('elementarySymmetric', () => {
  it('is 1 for k = 0, the sum for k = 1, the product for k = n, 0 beyond', () => {
    const values = [2n, 3n, 5n];
    expect(elementarySymmetric(values, 0)).toBe(1n);
    expect(elementarySymmetric(values, 1)).toBe(10n);
    expect(elementarySymmetric(values, 2)).toBe(6n + 10n + 15n);
    expect(elementarySymmetric(values, 3)).toBe(30n);
    expect(elementarySymmetric(values, 4)).toBe(0n);
    expect(elementarySymmetric([], 0)).toBe(1n);
  });

  it('refuses a negative or fractional k', () => {
    expect(() => elementarySymmetric([1n], -1)).toThrow(RangeError);
    expect(() => elementarySymmetric([1n], 1.5)).toThrow(RangeError);
  });

  test.prop([
    fc.array(fc.bigInt({ min: 0n, max: 2_000_000n }), { minLength: 0, maxLength: 12 }),
    fc.integer({ min: 0, max: 13 }),
  ])('equals the enumeration of every combination (n up to 12)', (values, k) => {
    expect(elementarySymmetric(values, k)).toBe(enumerated(values, k));
  });

  test.prop([fc.array(fc.bigInt({ min: 0n, max: 100_000n }), { maxLength: 10 })])('e_n is the product', (values) => {
    expect(elementarySymmetric(values, values.length)).toBe(product(values));
  });
});

describe('binomial and combinationCount', () => {
  it.each([
    [3, 2, 3],
    [24, 12, 2_704_156],
    [30, 15, 155_117_520],
    [5, 0, 1],
    [5, 5, 1],
    [5, 6, 0],
    [5, -1, 0],
  ])('C(%i, %i) = %i', (n, k, count) => {
    expect(combinationCount(n, k)).toBe(count);
    expect(binomial(n, k)).toBe(BigInt(count));
  });

  it('is exact far beyond doubles, and refuses to round a count that does not fit', () => {
    expect(binomial(100, 50)).toBe(100891344545564193334812497256n);
    expect(() => combinationCount(100, 50)).toThrow(CouponMathError);
    expect(() => binomial(-1, 0)).toThrow(RangeError);
  });

  test.prop([fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })])("Pascal's rule holds", (n, k) => {
    expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
  });
});
