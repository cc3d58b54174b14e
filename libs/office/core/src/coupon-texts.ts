import type { PlacedCouponRecord } from '@bet/contract';
import { CouponType } from '@bet/coupon';

/** Spec 01 §4 "Bet status codes" -2..6, one translation key each. */
export type BetStatusKey = `office_bet_status_${-2 | -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6}`;
/** Spec 01 §3 coupon types 0..9, one translation key each. */
export type CouponTypeKey = `office_coupon_type_${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/** The translation key of a bet status code (spec 01 §4): `office_bet_status_<n>`. */
export function betStatusKey(status: number): BetStatusKey {
  if (!Number.isInteger(status) || status < -2 || status > 6) throw new RangeError(`Unknown bet status ${status}`);
  return `office_bet_status_${status}` as BetStatusKey;
}

/**
 * A coupon's status text: "open" until every leg is settled (the record's status is -1 then, which
 * for a whole coupon with some games already played would read wrongly as "not started"), the
 * settled status code's text after.
 */
export function couponStatusKey(
  record: Pick<PlacedCouponRecord, 'isSettled' | 'status'>,
): BetStatusKey | 'office_coupon_open' {
  return record.isSettled ? betStatusKey(record.status) : 'office_coupon_open';
}

export function couponTypeKey(typeId: number): CouponTypeKey {
  if (!Number.isInteger(typeId) || typeId < 0 || typeId > 9) throw new RangeError(`Unknown coupon type ${typeId}`);
  return `office_coupon_type_${typeId}` as CouponTypeKey;
}

/**
 * The size of a system as players write it, "k/n" (coupon-math.md "system k/n"); for a multi-bet
 * the system is over the legs beside the lobby. Null for the other types.
 */
export function systemLabel(record: Pick<PlacedCouponRecord, 'typeId' | 'systemValue' | 'legs'>): string | null {
  if (record.typeId === CouponType.System) return `${record.systemValue}/${record.legs.length}`;
  if (record.typeId === CouponType.MultiBet) return `${record.systemValue}/${record.legs.length - 1}`;
  return null;
}
