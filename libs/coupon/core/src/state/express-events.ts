import { createAction } from '@reduxjs/toolkit';

/**
 * The player pressed the express of the day (spec 01 §3 expressId): its bets, as bus payloads
 * (any shape: the coupon checks them), go into the coupon as one express. The sportsbook sends
 * it; the coupon answers `couponLoaded`.
 */
export const expressOfTheDayRequested = createAction<{ expressId: number; bets: unknown[] }>(
  'coupon/expressOfTheDayRequested',
);
