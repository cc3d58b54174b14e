import { describe, expect, it } from 'vitest';
import { CouponType } from '@bet/coupon';
import { offeredCouponTypes } from './coupon-types';

describe('offeredCouponTypes (engine legCountRange, spec 01 §3 coupon types)', () => {
  it('offers single and many singles for one bet', () => {
    expect(offeredCouponTypes(1)).toEqual([CouponType.Single, CouponType.ManySingles]);
  });

  it('offers express, chain, conditional, anti-express, lucky and many singles for two bets', () => {
    expect(offeredCouponTypes(2)).toEqual([
      CouponType.Express,
      CouponType.Chain,
      CouponType.Conditional,
      CouponType.AntiExpress,
      CouponType.Lucky,
      CouponType.ManySingles,
    ]);
  });

  it('adds system and patent at three bets, multi-bet at four, and drops patent after three', () => {
    expect(offeredCouponTypes(3)).toContain(CouponType.System);
    expect(offeredCouponTypes(3)).toContain(CouponType.Patent);
    expect(offeredCouponTypes(3)).not.toContain(CouponType.MultiBet);
    expect(offeredCouponTypes(4)).toContain(CouponType.MultiBet);
    expect(offeredCouponTypes(4)).not.toContain(CouponType.Patent);
  });

  it('offers the types the operator prices (conditional, anti-express) from two bets', () => {
    expect(offeredCouponTypes(1)).not.toContain(CouponType.Conditional);
    expect(offeredCouponTypes(1)).not.toContain(CouponType.AntiExpress);
    for (let n = 2; n < 8; n += 1) {
      expect(offeredCouponTypes(n)).toContain(CouponType.Conditional);
      expect(offeredCouponTypes(n)).toContain(CouponType.AntiExpress);
    }
  });

  it('keeps the current type even when it no longer fits', () => {
    expect(offeredCouponTypes(4, CouponType.Patent)).toContain(CouponType.Patent);
  });
});
