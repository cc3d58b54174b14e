import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { betAdded } from './bets-slice.ts';
import type { PlacedCoupon, PlacementError, PlacementStatus, SinglesResultCoupon } from './types.ts';

/** A placement's progress as a status machine, and what the server answered. */
export interface PlacementState {
  status: PlacementStatus;
  error: PlacementError | null;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: SinglesResultCoupon[];
}

export const initialPlacementState: PlacementState = {
  status: 'idle',
  error: null,
  successCoupon: null,
  singlesResultCoupons: [],
};

export const placementSlice = createSlice({
  name: 'coupon',
  initialState: initialPlacementState,
  reducers: {
    /** The player pressed the place button; the coupon builds and sends the payload (placement-saga.ts). */
    placementRequested(state) {
      if (state.status === 'pending') return;
      state.status = 'pending';
      state.error = null;
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },
    /** The server accepted the coupon (the slip empties unless fixed: cross-slice-rules.ts). */
    placementSucceeded(
      state,
      { payload }: PayloadAction<{ coupon: PlacedCoupon; singlesResultCoupons?: SinglesResultCoupon[] }>,
    ) {
      state.status = 'idle';
      state.error = null;
      state.successCoupon = payload.coupon;
      state.singlesResultCoupons = payload.singlesResultCoupons ?? [];
    },
    /** Everything the player entered stays; the error says why. */
    placementFailed(state, { payload }: PayloadAction<PlacementError>) {
      state.status = 'failed';
      state.error = payload;
    },
    successCouponClosed(state) {
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },
  },
  extraReducers: (builder) => {
    // A new bet starts a new coupon: the last success and a failed attempt's reason go.
    builder.addCase(betAdded, (state) => {
      state.successCoupon = null;
      state.singlesResultCoupons = [];
      if (state.status === 'failed') {
        state.status = 'idle';
        state.error = null;
      }
    });
  },
});

export const { placementRequested, placementSucceeded, placementFailed, successCouponClosed } = placementSlice.actions;
