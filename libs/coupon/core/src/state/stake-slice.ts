import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { couponRestored } from './coupon-events.ts';

/** What the player stakes (spec 01 §3), minor units. */
export interface StakeState {
  amount: number;
  /** Many singles (type 9): each bet's own stake. */
  amountByBetId: Record<string, number>;
  /** Conditional coupon (type 5): each block's own amount. */
  amountByBlockId: Record<string, number>;
  /** The stake a fresh coupon starts with. */
  initialAmount: number;
  /** The stake follows the maximum while on (the rule is in cross-slice-rules.ts). */
  isActiveAutoMax: boolean;
  /** The VIP-bet switch (spec 01 §5); offered only where `selectIsVipBetAvailable` allows. */
  isActiveVipBet: boolean;
}

export const initialStakeState: StakeState = {
  amount: 0,
  amountByBetId: {},
  amountByBlockId: {},
  initialAmount: 0,
  isActiveAutoMax: false,
  isActiveVipBet: false,
};

/** Whole, non-negative minor units; anything else is 0. */
export const money = (amount: number) => (Number.isFinite(amount) ? Math.max(0, Math.trunc(amount)) : 0);

export const stakeSlice = createSlice({
  name: 'coupon',
  initialState: initialStakeState,
  reducers: {
    /** The player typed a stake: auto max stops following the limit. */
    stakeChanged(state, { payload }: PayloadAction<{ amount: number }>) {
      state.amount = money(payload.amount);
      state.isActiveAutoMax = false;
    },
    stakeByBetChanged(state, { payload }: PayloadAction<{ betId: string; amount: number }>) {
      state.amountByBetId[payload.betId] = money(payload.amount);
    },
    stakeByBlockChanged(state, { payload }: PayloadAction<{ blockId: number; amount: number }>) {
      state.amountByBlockId[String(payload.blockId)] = money(payload.amount);
    },
    initialAmountReceived(state, { payload }: PayloadAction<{ amount: number }>) {
      state.initialAmount = money(payload.amount);
      if (state.amount === 0) state.amount = state.initialAmount;
    },
    autoMaxToggled(state, { payload }: PayloadAction<{ isActive: boolean }>) {
      state.isActiveAutoMax = payload.isActive;
    },
    vipBetToggled(state, { payload }: PayloadAction<{ isActive: boolean }>) {
      state.isActiveVipBet = payload.isActive;
    },
  },
  extraReducers: (builder) => {
    // The switches start as the player last left them.
    builder.addCase(couponRestored, (state, { payload }) => {
      state.isActiveAutoMax = payload.settings.isAutoMax;
      state.isActiveVipBet = payload.settings.isVipBet;
    });
  },
});

export const {
  stakeChanged,
  stakeByBetChanged,
  stakeByBlockChanged,
  initialAmountReceived,
  autoMaxToggled,
  vipBetToggled,
} = stakeSlice.actions;
