import { CouponType, legCountRange } from '@bet/coupon';

/**
 * The types the coupon offers, in the selector's order: those the engine prices
 * (`calcPossibleWin`: all but conditional 5 and anti-express 6, which the operator prices) and
 * whose bet count (`legCountRange`) fits the bets in the coupon. The current type stays in the
 * list even when it no longer fits, so the selector never shows a value it does not have; the
 * engine's validation then says what is wrong.
 */
const PRICED_TYPES: readonly CouponType[] = [
  CouponType.Single,
  CouponType.Express,
  CouponType.System,
  CouponType.Chain,
  CouponType.MultiBet,
  CouponType.Lucky,
  CouponType.Patent,
  CouponType.ManySingles,
];

export function offeredCouponTypes(betCount: number, current?: number): CouponType[] {
  return PRICED_TYPES.filter((type) => {
    if (type === current) return true;
    const { min, max } = legCountRange(type);
    return betCount >= min && betCount <= max;
  });
}
