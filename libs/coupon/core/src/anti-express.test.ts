import { describe, expect, it } from 'vitest';
import { antiExpressFairCoef } from './anti-express.ts';
import { CouponMathError } from './coupon-math-error.ts';

describe('antiExpressFairCoef: K = 1 / (1 - 1/∏D), to the nearest thousandth', () => {
  it('2.0, 1.5, 1.25 (∏ 3.75) -> 1.364 (beting-rating.com)', () => {
    expect(antiExpressFairCoef([2, 1.5, 1.25])).toBe(1.364);
    expect(antiExpressFairCoef([2, 1.5, 1.25])).toBeCloseTo(3.75 / 2.75, 3);
  });

  it.each([
    [[2, 2], 1.333], // 4/3
    [[3, 3], 1.125], // 9/8 exactly
    [[1.5, 1.5], 1.8], // 2.25/1.25
    [[1.1, 1.1], 5.762], // 1.21/0.21 = 5.7619...
    [['2.0', '1.5', '1.25'], 1.364],
  ])('%o -> %s', (coefs, fair) => {
    expect(antiExpressFairCoef(coefs)).toBe(fair);
  });

  it('refuses coefficients that multiply to 1 (no price) or are malformed', () => {
    expect(() => antiExpressFairCoef([1, 1])).toThrow(CouponMathError);
    expect(() => antiExpressFairCoef([])).toThrow(CouponMathError);
    expect(() => antiExpressFairCoef([0.5, 3])).toThrow(CouponMathError);
  });
});
