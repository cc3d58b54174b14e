import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { AppViewType, CoefView, allowedCoefViews, isCoefViewAllowed, resolveCoefView } from './coef-view.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { formatCoef } from './format-coef.ts';

const { Decimal, Fractional, American, HongKong, Indonesian, Malaysian } = CoefView;

describe('formatCoef: the vectors of coupon-math.md (1player/oddslib)', () => {
  it.each([
    [1.8, American, '-125'],
    [4.5, American, '+350'],
    [1.2, HongKong, '0.2'],
    [3.5, Malaysian, '-0.4'],
    [1.75, Malaysian, '0.75'],
    [1.1, Indonesian, '-10'],
    [3.0, Indonesian, '2'],
    [1.4, Fractional, '2/5'],
    [3.5, Fractional, '5/2'],
    [2.0, Fractional, '1/1'],
  ])('%s in view %i is %s', (coef, view, shown) => {
    expect(formatCoef(coef, view)).toBe(shown);
  });
});

describe('formatCoef: each view', () => {
  it('decimal keeps 2 decimals, 3 when the coefficient has them', () => {
    expect(formatCoef(1.8, Decimal)).toBe('1.80');
    expect(formatCoef(2, Decimal)).toBe('2.00');
    expect(formatCoef(1.855, Decimal)).toBe('1.855');
    expect(formatCoef('1.005', Decimal)).toBe('1.005');
  });

  it('fractional: the common ladder, else small denominators, else exact', () => {
    expect(formatCoef(1.83, Fractional)).toBe('5/6');
    expect(formatCoef(1.833, Fractional)).toBe('5/6');
    expect(formatCoef(1.91, Fractional)).toBe('10/11');
    expect(formatCoef(1.62, Fractional)).toBe('8/13');
    expect(formatCoef(2.38, Fractional)).toBe('11/8');
    expect(formatCoef(1.67, Fractional)).toBe('2/3');
    expect(formatCoef(1.03, Fractional)).toBe('1/33');
    expect(formatCoef(2.33, Fractional)).toBe('4/3');
    expect(formatCoef(1.85, Fractional)).toBe('17/20');
    expect(formatCoef(1.855, Fractional)).toBe('171/200');
    expect(formatCoef(1.001, Fractional)).toBe('1/1000');
    expect(formatCoef(11, Fractional)).toBe('10/1');
    expect(formatCoef(1, Fractional)).toBe('0/1');
  });

  it('American: +100(D-1) from 2, -100/(D-1) below, at most 2 decimals', () => {
    expect(formatCoef(2, American)).toBe('+100');
    expect(formatCoef(1.5, American)).toBe('-200');
    expect(formatCoef(1.85, American)).toBe('-117.65');
    expect(formatCoef(2.555, American)).toBe('+155.5');
    expect(formatCoef(1.001, American)).toBe('-100000');
  });

  it('Hong Kong: D - 1', () => {
    expect(formatCoef(1.85, HongKong)).toBe('0.85');
    expect(formatCoef(2.555, HongKong)).toBe('1.555');
    expect(formatCoef(1, HongKong)).toBe('0');
  });

  it('Indonesian: D - 1 from 2, -1/(D-1) below', () => {
    expect(formatCoef(2, Indonesian)).toBe('1');
    expect(formatCoef(1.8, Indonesian)).toBe('-1.25');
    expect(formatCoef(1.85, Indonesian)).toBe('-1.176');
  });

  it('Malaysian: D - 1 up to 2, -1/(D-1) above', () => {
    expect(formatCoef(2, Malaysian)).toBe('1');
    expect(formatCoef(2.5, Malaysian)).toBe('-0.667');
    expect(formatCoef(1.5, Malaysian)).toBe('0.5');
    expect(formatCoef(5000, Malaysian)).toBe('0');
  });

  it('D = 1 has no American or Indonesian form: shown as decimal', () => {
    expect(formatCoef(1, American)).toBe('1.00');
    expect(formatCoef(1, Indonesian)).toBe('1.00');
    expect(formatCoef(1, Malaysian)).toBe('0');
  });

  it('refuses an unknown view or a malformed coefficient', () => {
    expect(() => formatCoef(1.5, 6)).toThrow(CouponMathError);
    try {
      formatCoef(1.5, 6);
    } catch (error) {
      expect((error as CouponMathError).code).toBe(CouponMathErrorCode.InvalidCoefView);
    }
    expect(() => formatCoef(1.2345, Decimal)).toThrow(CouponMathError);
  });

  const twoDecimals = fc.integer({ min: 101, max: 10_000 }).map((hundredths) => hundredths / 100);
  const threeDecimals = fc.integer({ min: 1001, max: 100_000 }).map((thousandths) => thousandths / 1000);

  /** 1 + p/q rounded half up at `decimals`, compared in integers. */
  function readsBack(fraction: string, coef: number, decimals: number): boolean {
    const [p, q] = fraction.split('/').map(BigInt) as [bigint, bigint];
    const scale = 10n ** BigInt(decimals);
    const rounded = (2n * (q + p) * scale + q) / (2n * q);
    return rounded === BigInt(Math.round(coef * Number(scale)));
  }

  test.prop([twoDecimals])('a fractional price reads back as the 2-decimal coefficient', (coef) => {
    expect(readsBack(formatCoef(coef, Fractional), coef, 2)).toBe(true);
  });

  test.prop([threeDecimals])('a fractional price reads back as the 3-decimal coefficient', (coef) => {
    const decimals = Math.round(coef * 1000) % 10 === 0 ? 2 : 3;
    expect(readsBack(formatCoef(coef, Fractional), coef, decimals)).toBe(true);
  });

  test.prop([threeDecimals])('Hong Kong and Malaysian agree up to 2; American is 100 × Indonesian', (coef) => {
    if (coef <= 2) expect(formatCoef(coef, Malaysian)).toBe(formatCoef(coef, HongKong));
    if (coef >= 2) {
      expect(formatCoef(coef, Indonesian)).toBe(formatCoef(coef, HongKong));
      expect(Number(formatCoef(coef, American))).toBeCloseTo(100 * Number(formatCoef(coef, Indonesian)), 6);
    }
  });
});

describe('coefficient views per app view type', () => {
  it('European offers decimal, fractional, American; Asian decimal, HK, Indonesian, Malaysian', () => {
    expect(allowedCoefViews(AppViewType.European)).toEqual([Decimal, Fractional, American]);
    expect(allowedCoefViews(AppViewType.Asian)).toEqual([Decimal, HongKong, Indonesian, Malaysian]);
    expect(allowedCoefViews(7)).toEqual([Decimal]);
  });

  it('accepts a view only from the allowed list, else falls back to decimal', () => {
    expect(isCoefViewAllowed(AppViewType.European, American)).toBe(true);
    expect(isCoefViewAllowed(AppViewType.European, Malaysian)).toBe(false);
    expect(resolveCoefView(AppViewType.Asian, Malaysian)).toBe(Malaysian);
    expect(resolveCoefView(AppViewType.Asian, Fractional)).toBe(Decimal);
    expect(resolveCoefView(AppViewType.European, 42)).toBe(Decimal);
  });
});
