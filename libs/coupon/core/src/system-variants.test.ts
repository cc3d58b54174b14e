import { describe, expect, it } from 'vitest';
import { CouponMathError } from './coupon-math-error.ts';
import { legCountRange, systemValueRange } from './coupon-shape.ts';
import { CouponType } from './coupon-type.ts';
import { systemVariants } from './system-variants.ts';

describe('systemVariants', () => {
  it('offers k from 2 to n-1 with C(n, k) lines', () => {
    expect(systemVariants(5)).toEqual([
      { value: 2, offset: 0, combo: 10 },
      { value: 3, offset: 0, combo: 10 },
      { value: 4, offset: 0, combo: 5 },
    ]);
  });

  it('with bankers: k from max(2, b+1), C(n-b, k-b) lines, offset = bankers', () => {
    expect(systemVariants(5, 1)).toEqual([
      { value: 2, offset: 1, combo: 4 },
      { value: 3, offset: 1, combo: 6 },
      { value: 4, offset: 1, combo: 4 },
    ]);
    expect(systemVariants(6, 2)).toEqual([
      { value: 3, offset: 2, combo: 4 },
      { value: 4, offset: 2, combo: 6 },
      { value: 5, offset: 2, combo: 4 },
    ]);
  });

  it('never goes below 2, and offers nothing when no system is possible', () => {
    expect(systemVariants(3)).toEqual([{ value: 2, offset: 0, combo: 3 }]);
    expect(systemVariants(2)).toEqual([]);
    expect(systemVariants(0)).toEqual([]);
    expect(systemVariants(4, 3)).toEqual([]);
    expect(systemVariants(4, 2)).toEqual([{ value: 3, offset: 2, combo: 2 }]);
  });

  it('adds minBetAmount = combo × the minimum line stake when given', () => {
    expect(systemVariants(4, 0, { minLineStake: 50 })).toEqual([
      { value: 2, offset: 0, combo: 6, minBetAmount: 300 },
      { value: 3, offset: 0, combo: 4, minBetAmount: 200 },
    ]);
  });

  it('handles 30 legs without enumerating', () => {
    const variants = systemVariants(30);
    expect(variants).toHaveLength(28);
    expect(variants.find((variant) => variant.value === 15)?.combo).toBe(155_117_520);
  });

  it('refuses a leg count whose line counts leave the safe integers', () => {
    expect(() => systemVariants(60)).toThrow(CouponMathError);
  });

  it.each([
    [-1, 0, {}],
    [3.5, 0, {}],
    [5, -1, {}],
    [5, 0, { minLineStake: 0.5 }],
  ])('refuses nonsense counts (%s, %s, %o)', (legs, bankers, options) => {
    expect(() => systemVariants(legs, bankers, options)).toThrow(CouponMathError);
  });
});

describe('coupon shape ranges', () => {
  it('leg counts per type', () => {
    expect(legCountRange(CouponType.Single)).toEqual({ min: 1, max: 1 });
    expect(legCountRange(CouponType.Express)).toEqual({ min: 2, max: Infinity });
    expect(legCountRange(CouponType.System)).toEqual({ min: 3, max: Infinity });
    expect(legCountRange(CouponType.MultiBet)).toEqual({ min: 4, max: Infinity });
    expect(legCountRange(CouponType.Patent)).toEqual({ min: 3, max: 3 });
    expect(legCountRange(CouponType.ManySingles)).toEqual({ min: 1, max: Infinity });
    expect(() => legCountRange(10)).toThrow(RangeError);
  });

  it('system values', () => {
    expect(systemValueRange(5)).toEqual({ min: 2, max: 4 });
    expect(systemValueRange(5, 2)).toEqual({ min: 3, max: 4 });
  });
});
