import { CouponType, legCountRange } from '@bet/coupon';

/**
 * The types the coupon offers, in the spec's order (spec 01 §3 "Coupon types"), whose bet count
 * (`legCountRange`) fits the bets in the coupon: every type, the conditional (5) and the
 * anti-express (6) too, which the operator prices (their inputs: the blocks, and the server's
 * anti-express coefficient). The current type stays in the list even when it no longer fits, so
 * the selector never shows a value it does not have; the engine's validation then says what is
 * wrong.
 */
const OFFERED_TYPES: readonly CouponType[] = [
  CouponType.Single,
  CouponType.Express,
  CouponType.System,
  CouponType.Chain,
  CouponType.MultiBet,
  CouponType.Conditional,
  CouponType.AntiExpress,
  CouponType.Lucky,
  CouponType.Patent,
  CouponType.ManySingles,
];

export function offeredCouponTypes(betCount: number, current?: number): CouponType[] {
  return OFFERED_TYPES.filter((type) => {
    if (type === current) return true;
    const { min, max } = legCountRange(type);
    return betCount >= min && betCount <= max;
  });
}
