import { betFromPayload, parseCouponBetPayload, type CouponBet, type CouponBetPayload } from '@bet/coupon/state';

/** A coupon bet as the state holds it, from a bus payload (stories and tests of the presentational parts). */
export function couponBetOf(payload: CouponBetPayload, overrides: Partial<CouponBet> = {}): CouponBet {
  const parsed = parseCouponBetPayload(payload);
  if (!parsed.ok) throw new Error('A bet fixture does not parse');
  return { ...betFromPayload(parsed.payload), ...overrides };
}
