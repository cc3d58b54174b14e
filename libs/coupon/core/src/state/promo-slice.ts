import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { placementSucceeded } from './placement-slice.ts';
import type { CouponPromoCode } from './types.ts';

/** Promo codes (spec 01 §3 promoCode, manualPromoCode, promoCodes). */
export interface PromoState {
  /** A promo code picked from the player's list. */
  promoCode: string;
  /** A promo code typed by hand. */
  manualPromoCode: string;
  /** The player's promo codes. */
  promoCodes: CouponPromoCode[];
}

export const initialPromoState: PromoState = { promoCode: '', manualPromoCode: '', promoCodes: [] };

export const promoSlice = createSlice({
  name: 'coupon',
  initialState: initialPromoState,
  reducers: {
    promoCodeEntered(state, { payload }: PayloadAction<{ code: string }>) {
      state.manualPromoCode = payload.code.trim();
    },
    promoCodeChosen(state, { payload }: PayloadAction<{ code: string }>) {
      state.promoCode = payload.code;
    },
    promoCodesReceived(state, { payload }: PayloadAction<{ promoCodes: CouponPromoCode[] }>) {
      state.promoCodes = payload.promoCodes;
      if (state.promoCode && !payload.promoCodes.some((p) => p.code === state.promoCode)) state.promoCode = '';
    },
  },
  extraReducers: (builder) => {
    // A promo code is spent with the coupon it came with.
    builder.addCase(placementSucceeded, (state) => {
      state.promoCode = '';
      state.manualPromoCode = '';
    });
  },
});

export const { promoCodeEntered, promoCodeChosen, promoCodesReceived } = promoSlice.actions;
