import { createAction } from '@reduxjs/toolkit';
import type { CouponBet } from '../types.ts';

/**
 * One-click is on and a bet was picked (spec 01 §4): it is placed at once at `amount` (the
 * one-click amount of the chosen account) as a coupon of its own; the coupon keeps nothing.
 */
export const oneClickBetRequested = createAction<{ bet: CouponBet; amount: number }>('coupon/oneClickBetRequested');
