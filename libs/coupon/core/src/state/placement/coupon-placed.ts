import { createAction } from '@reduxjs/toolkit';
import type { PlacedCoupon } from '../types.ts';

/**
 * The server accepted a coupon, from the slip or a one-click bet: the fact other features act
 * on (the app's composition root refreshes the accounts, so the header balance shows the debit).
 */
export const couponPlaced = createAction<{ coupon: PlacedCoupon }>('coupon/couponPlaced');
