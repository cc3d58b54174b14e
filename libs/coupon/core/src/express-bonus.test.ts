import { describe, expect, it } from 'vitest';
import { CouponType } from './coupon-type.ts';
import { expressBonusCoef, isBonusBetAvailable, type BonusBetInput } from './express-bonus.ts';
import { isVipBetAvailable, vipBetIssues, type VipBetInput } from './vip-bet.ts';

describe('expressBonusCoef (spec 01 §5)', () => {
  it.each([
    [1, 1.01],
    [3, 1.03],
    [5, 1.05],
    [9, 1.09],
    [10, 1.1],
    [25, 1.1],
    [0, 1.1],
    [-2, 1.1],
    [2.5, 1.1],
  ])('%s bets -> %s', (count, coef) => {
    expect(expressBonusCoef(count)).toBe(coef);
  });
});

describe('isBonusBetAvailable (spec 01 §5)', () => {
  const base: BonusBetInput = {
    isEnabled: true,
    typeId: CouponType.Express,
    bets: [{ coef: 1.5 }, { coef: 2 }, { coef: 1.1, kind: 1 }],
  };

  it('an express of 3 bets at 1.1 or more, feature on: available', () => {
    expect(isBonusBetAvailable(base)).toBe(true);
  });

  it.each<[string, Partial<BonusBetInput>]>([
    ['the feature is off', { isEnabled: false }],
    ['the coupon is a system', { typeId: CouponType.System }],
    ['the coupon is a single', { typeId: CouponType.Single }],
    ['only 2 bets', { bets: [{ coef: 1.5 }, { coef: 2 }] }],
    ['a bet below 1.1', { bets: [{ coef: 1.5 }, { coef: 2 }, { coef: 1.099 }] }],
    ['a bet of kind 7', { bets: [{ coef: 1.5 }, { coef: 2 }, { coef: 3, kind: 7 }] }],
    ['a malformed coefficient', { bets: [{ coef: 1.5 }, { coef: 2 }, { coef: 1.2345 }] }],
  ])('not available when %s', (_, change) => {
    expect(isBonusBetAvailable({ ...base, ...change })).toBe(false);
  });

  it('1.1 exactly counts (compared in thousandths, not floats)', () => {
    expect(isBonusBetAvailable({ ...base, bets: [{ coef: 1.1 }, { coef: '1.100' }, { coef: 1.1 }] })).toBe(true);
  });
});

describe('isVipBetAvailable (spec 01 §5)', () => {
  const base: VipBetInput = {
    isAllowedBySite: true,
    maxBetAmount: 500_000,
    typeId: CouponType.Express,
    bets: [{ isLive: false }, {}],
  };

  it('site allows, finite max, line bets, not many singles: available', () => {
    expect(isVipBetAvailable(base)).toBe(true);
    expect(vipBetIssues(base)).toEqual([]);
  });

  it.each<[string, Partial<VipBetInput>, string[]]>([
    ['the site does not allow it', { isAllowedBySite: false }, ['vip_not_allowed']],
    ['max unlimited (null)', { maxBetAmount: null }, ['vip_needs_max_bet']],
    ['max unlimited (Infinity)', { maxBetAmount: Infinity }, ['vip_needs_max_bet']],
    ['max missing', { maxBetAmount: undefined }, ['vip_needs_max_bet']],
    ['a live bet', { bets: [{ isLive: false }, { isLive: true }] }, ['vip_live_bet']],
    ['many singles', { typeId: CouponType.ManySingles }, ['vip_many_singles']],
    ['no bets', { bets: [] }, []],
  ])('not available when %s', (_, change, issues) => {
    expect(isVipBetAvailable({ ...base, ...change })).toBe(false);
    expect(vipBetIssues({ ...base, ...change })).toEqual(issues);
  });

  it('any other type qualifies: single, system, chain', () => {
    for (const typeId of [CouponType.Single, CouponType.System, CouponType.Chain]) {
      expect(isVipBetAvailable({ ...base, typeId })).toBe(true);
    }
  });
});
