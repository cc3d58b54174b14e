import type { Action } from '@reduxjs/toolkit';

/** Every coupon event's type starts with `coupon/` (each sub-slice is named `coupon`). */
export const isCouponAction = (action: unknown): action is Action =>
  typeof (action as Action | undefined)?.type === 'string' && (action as Action).type.startsWith('coupon/');
