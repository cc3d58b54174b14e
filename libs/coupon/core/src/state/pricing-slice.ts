import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { money } from './stake-slice.ts';

/** What the server prices for this coupon (spec 01 §3 antiExpressCoef and the hyper-bonus fields). */
export interface PricingState {
  /** The server's price of an anti-express (type 6); null: the engine's fair preview is shown. */
  antiExpressCoef: number | null;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
}

export const initialPricingState: PricingState = {
  antiExpressCoef: null,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
};

export const pricingSlice = createSlice({
  name: 'coupon',
  initialState: initialPricingState,
  reducers: {
    antiExpressCoefReceived(state, { payload }: PayloadAction<{ coef: number | null }>) {
      state.antiExpressCoef = payload.coef;
    },
    hyperBonusReceived(state, { payload }: PayloadAction<{ percent: number; minBetLimit: number; maxLimit: number }>) {
      state.hyperBonusPercent = Math.max(0, payload.percent);
      state.minHyperBonusBetLimit = money(payload.minBetLimit);
      state.maxHyperBonusLimit = money(payload.maxLimit);
    },
  },
});

export const { antiExpressCoefReceived, hyperBonusReceived } = pricingSlice.actions;
