/** Spec 01 §3 "Coupon types". */
export const CouponType = {
  Single: 0,
  Express: 1,
  System: 2,
  Chain: 3,
  MultiBet: 4,
  Conditional: 5,
  AntiExpress: 6,
  Lucky: 7,
  Patent: 8,
  ManySingles: 9,
} as const;

export type CouponType = (typeof CouponType)[keyof typeof CouponType];
