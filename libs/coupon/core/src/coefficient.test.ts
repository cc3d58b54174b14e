import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { coefToThousandths, thousandthsToCoef } from './coefficient.ts';
import { CouponMathError, CouponMathErrorCode, isCouponMathError } from './coupon-math-error.ts';

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('coefToThousandths', () => {
  it.each([
    [1.85, 1850],
    [1, 1000],
    [2, 2000],
    [1.005, 1005],
    [2.675, 2675],
    [1.001, 1001],
    [1.1, 1100],
    [999.999, 999999],
    ['1.85', 1850],
    ['2.675', 2675],
    ['3', 3000],
    ['1.8500', 1850],
  ])('reads %s as %i thousandths', (coef, thousandths) => {
    expect(coefToThousandths(coef)).toBe(thousandths);
  });

  it.each([
    [1.0005, 'has more than 3 decimals'],
    [1.1 * 3, 'has more than 3 decimals'], // 3.3000000000000003: float drift
    ['1.8505', 'has more than 3 decimals'],
    [0.99, 'is below 1'],
    ['0.5', 'is below 1'],
    [0, 'is below 1'],
    [-1.5, 'is below 1'],
    [Number.NaN, 'is not a finite number'],
    [Infinity, 'is not a finite number'],
    [1e300, 'is too large'],
    ['', 'is not a decimal number'],
    ['1,85', 'is not a decimal number'],
    ['1.85e0', 'is not a decimal number'],
    [' 1.85', 'is not a decimal number'],
  ])('refuses %s: %s', (coef, why) => {
    const error = errorOf(() => coefToThousandths(coef));
    expect(error).toBeInstanceOf(CouponMathError);
    expect(isCouponMathError(error)).toBe(true);
    expect((error as CouponMathError).code).toBe(CouponMathErrorCode.InvalidCoef);
    expect((error as CouponMathError).message).toContain(why);
  });

  it('refuses what is not a number or text', () => {
    expect(() => coefToThousandths(null as unknown as number)).toThrow(CouponMathError);
  });

  test.prop([fc.integer({ min: 1000, max: 10_000_000 })])(
    'every 3-decimal coefficient round-trips, as a number and as its text',
    (thousandths) => {
      const coef = thousandthsToCoef(thousandths);
      expect(coefToThousandths(coef)).toBe(thousandths);
      expect(coefToThousandths(String(coef))).toBe(thousandths);
    },
  );

  test.prop([fc.integer({ min: 10_000, max: 100_000_000 }).filter((n) => n % 10 !== 0)])(
    'a fourth decimal is always refused',
    (tenThousandths) => {
      expect(() => coefToThousandths(tenThousandths / 10_000)).toThrow(/more than 3 decimals/);
    },
  );
});
