import { describe, expect, it } from 'vitest';
import { CouponMathError } from './coupon-math-error.ts';
import { totalCoef } from './total-coef.ts';

describe('totalCoef: the exact product, rounded half up for display', () => {
  it('2 decimals by default, 3 with exact (exactCoef)', () => {
    expect(totalCoef([1.86, 1.96, 1.9, 2.36])).toBe(16.35); // 16.3468704
    expect(totalCoef([1.86, 1.96, 1.9, 2.36], { exact: true })).toBe(16.347);
    expect(totalCoef([1.85, 1.85])).toBe(3.42); // 3.4225
    expect(totalCoef([1.85, 1.85], { exact: true })).toBe(3.423);
  });

  it('rounding edges where floats go wrong: 1.005, 2.675, 1.5 × 1.67', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // the trap
    expect(totalCoef([1.005])).toBe(1.01);
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(totalCoef([2.675])).toBe(2.68);
    expect(totalCoef([1.5, 1.67])).toBe(2.51); // 2.505; 1.5 * 1.67 = 2.5049999999999994
    expect(totalCoef([1.1, 1.1, 1.1], { exact: true })).toBe(1.331);
  });

  it('no coefficients: 1', () => {
    expect(totalCoef([])).toBe(1);
  });

  it('refuses malformed coefficients', () => {
    expect(() => totalCoef([1.5, 0.9])).toThrow(CouponMathError);
  });
});
