import { createAction } from '@reduxjs/toolkit';
import type { CouponSettings, StoredCoupon } from './types.ts';

/**
 * Local storage read at start-up (every field already checked): the bets, the type and the
 * settings each take their part. It belongs to no one sub-slice, so it lives here.
 */
export const couponRestored = createAction<{ coupon: StoredCoupon | null; settings: CouponSettings }>(
  'coupon/couponRestored',
);
