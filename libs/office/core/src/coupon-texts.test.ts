import { describe, expect, it } from 'vitest';
import { betStatusKey, couponStatusKey, couponTypeKey, systemLabel } from './coupon-texts';
import { couponRecordFixture, systemCouponFixture, wonSingleFixture } from './testing';

describe('status and type texts (spec 01 §3 coupon types, §4 bet status codes)', () => {
  it('maps every bet status code -2..6 to office_bet_status_<n>', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6].map(betStatusKey)).toEqual([
      'office_bet_status_-2',
      'office_bet_status_-1',
      'office_bet_status_0',
      'office_bet_status_1',
      'office_bet_status_2',
      'office_bet_status_3',
      'office_bet_status_4',
      'office_bet_status_5',
      'office_bet_status_6',
    ]);
  });

  it('refuses codes the spec does not have', () => {
    expect(() => betStatusKey(7)).toThrow(RangeError);
    expect(() => betStatusKey(-3)).toThrow(RangeError);
    expect(() => betStatusKey(1.5)).toThrow(RangeError);
    expect(() => couponTypeKey(10)).toThrow(RangeError);
  });

  it('says "open" for a coupon until it is settled, then its status', () => {
    expect(couponStatusKey(couponRecordFixture())).toBe('office_coupon_open');
    expect(couponStatusKey(wonSingleFixture())).toBe('office_bet_status_1');
    expect(couponStatusKey(wonSingleFixture({ status: 0 }))).toBe('office_bet_status_0');
  });

  it('names types 0..9 and writes a system as k/n', () => {
    expect(couponTypeKey(2)).toBe('office_coupon_type_2');
    expect(systemLabel(systemCouponFixture())).toBe('2/3');
    const legs = systemCouponFixture().legs;
    expect(systemLabel({ typeId: 4, systemValue: 2, legs: [...legs, ...legs.slice(0, 1)] })).toBe('2/3');
    expect(systemLabel(couponRecordFixture())).toBeNull();
  });
});
