import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { money } from './stake-slice.ts';

/** The account the coupon is placed from (spec 01 §3 accountId, availablePrepaidAmount). */
export interface CouponAccountState {
  /** null: the server uses the player's active account. */
  accountId: number | null;
  /** The chosen account's type (4 bonus: max does not apply, bonus one-click amount). */
  accountType: number | null;
  /** Prepaid (free) money the player may stake, minor units. */
  availablePrepaidAmount: number;
}

export const initialCouponAccountState: CouponAccountState = {
  accountId: null,
  accountType: null,
  availablePrepaidAmount: 0,
};

export const couponAccountSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponAccountState,
  reducers: {
    /** Changing the account resets the prepaid amount (spec 01 §4 Accounts). */
    accountChosen(state, { payload }: PayloadAction<{ accountId: number; accountType?: number | null }>) {
      if (state.accountId !== payload.accountId) state.availablePrepaidAmount = 0;
      state.accountId = payload.accountId;
      state.accountType = payload.accountType ?? null;
    },
    prepaidAmountReceived(state, { payload }: PayloadAction<{ amount: number }>) {
      state.availablePrepaidAmount = money(payload.amount);
    },
  },
});

export const { accountChosen, prepaidAmountReceived } = couponAccountSlice.actions;
