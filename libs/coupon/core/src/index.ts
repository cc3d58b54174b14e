export { BetStatus } from './bet-status.ts';
export { CouponType } from './coupon-type.ts';
