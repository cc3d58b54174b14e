import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { money } from './stake-slice.ts';

/** The operator's coupon rules for this site and player (spec 01 §5), minor units. */
export interface CouponConfigState {
  minBetAmount: number;
  /** null: unlimited (the default). */
  maxBetAmount: number | null;
  /** The largest possible win the operator pays; null: none given. */
  maxPayout: number | null;
  /** The coupon types min and max apply to (spec 01 §5). */
  limitedTypeIds: number[];
  isVipBetAllowed: boolean;
  isBonusBetEnabled: boolean;
}

export const initialCouponConfigState: CouponConfigState = {
  minBetAmount: 0,
  maxBetAmount: null,
  maxPayout: null,
  limitedTypeIds: [],
  isVipBetAllowed: false,
  isBonusBetEnabled: false,
};

const limit = (amount: number | null) => (amount === null || !Number.isFinite(amount) ? null : money(amount));

export interface StakeLimits {
  minBetAmount: number;
  maxBetAmount: number | null;
  maxPayout?: number | null;
}

function applyLimits(state: CouponConfigState, limits: StakeLimits): void {
  state.minBetAmount = money(limits.minBetAmount);
  state.maxBetAmount = limit(limits.maxBetAmount);
  if (limits.maxPayout !== undefined) state.maxPayout = limit(limits.maxPayout);
}

export const couponConfigSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponConfigState,
  reducers: {
    /** The coupon rules of the site and player (spec 01 §5); a field left out stays as it was. */
    couponConfigReceived(
      state,
      {
        payload,
      }: PayloadAction<
        Partial<StakeLimits> & { limitedTypeIds?: number[]; isVipBetAllowed?: boolean; isBonusBetEnabled?: boolean }
      >,
    ) {
      if (payload.limitedTypeIds) state.limitedTypeIds = payload.limitedTypeIds;
      if (payload.isVipBetAllowed !== undefined) state.isVipBetAllowed = payload.isVipBetAllowed;
      if (payload.isBonusBetEnabled !== undefined) state.isBonusBetEnabled = payload.isBonusBetEnabled;
      if (payload.minBetAmount !== undefined) state.minBetAmount = money(payload.minBetAmount);
      if (payload.maxBetAmount !== undefined) state.maxBetAmount = limit(payload.maxBetAmount);
      if (payload.maxPayout !== undefined) state.maxPayout = limit(payload.maxPayout);
    },
    /** New stake limits, e.g. the bound a refused placement named. */
    stakeLimitsReceived(state, { payload }: PayloadAction<StakeLimits>) {
      applyLimits(state, payload);
    },
  },
});

export const { couponConfigReceived, stakeLimitsReceived } = couponConfigSlice.actions;

/**
 * Load the coupon config again (config-saga.ts): the app asks after sign-in and logout, when the
 * player, the currency and the player's inputs change. The coupon loads it at start by itself.
 */
export const couponConfigRequested = createAction('coupon/couponConfigRequested');
