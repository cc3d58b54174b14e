import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { PlacedCouponRecord } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import type { RequestStatus } from './bet-history-slice';

/**
 * Why print-coupon shows no coupon: `not_found` (the contract's 404: no such coupon, or not this
 * player's), `unauthorized` (no session: the page itself is open to visitors, the coupon is not),
 * `failed` (anything else: worth a retry).
 */
export type PrintCouponProblem = 'not_found' | 'unauthorized' | 'failed';

export interface PrintCouponState {
  readonly couponId: string | null;
  readonly status: RequestStatus;
  readonly problem: PrintCouponProblem | null;
  readonly coupon: PlacedCouponRecord | null;
}

export const initialPrintCouponState: PrintCouponState = {
  couponId: null,
  status: 'idle',
  problem: null,
  coupon: null,
};

const printCouponSlice = createSlice({
  name: 'printCoupon',
  initialState: initialPrintCouponState,
  reducers: {
    /** Spec 01 §2 print-coupon/{couponId}: the page asks for its coupon (also its retry). */
    printCouponRequested(state, action: PayloadAction<{ couponId: string }>) {
      const { couponId } = action.payload;
      state.status = 'pending';
      state.problem = null;
      if (state.couponId !== couponId) state.coupon = null;
      state.couponId = couponId;
    },
    printCouponLoaded(state, action: PayloadAction<{ coupon: PlacedCouponRecord }>) {
      if (action.payload.coupon.couponId !== state.couponId) return;
      state.status = 'idle';
      state.coupon = action.payload.coupon;
    },
    printCouponFailed(state, action: PayloadAction<{ couponId: string; problem: PrintCouponProblem }>) {
      if (action.payload.couponId !== state.couponId) return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialPrintCouponState);
  },
});

export const { printCouponRequested, printCouponLoaded, printCouponFailed } = printCouponSlice.actions;
export const printCouponReducer = printCouponSlice.reducer;
