import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { couponLoaded } from './bets-slice.ts';
import type { CouponTab } from './types.ts';

/** What the coupon panel itself holds: the tab, the load-by-code input, the one-click question. */
export interface PanelState {
  tab: CouponTab;
  /** The "load a coupon by its code" input. */
  loadCouponInputValue: string;
  /** One-click was asked for with bets in the coupon: the player must confirm they go (spec 01 §4). */
  oneClickConfirmation: 'none' | 'pending';
}

export const initialPanelState: PanelState = { tab: 'coupon', loadCouponInputValue: '', oneClickConfirmation: 'none' };

export const panelSlice = createSlice({
  name: 'coupon',
  initialState: initialPanelState,
  reducers: {
    tabChosen(state, { payload }: PayloadAction<{ tab: CouponTab }>) {
      state.tab = payload.tab;
    },
    loadCouponInputChanged(state, { payload }: PayloadAction<{ value: string }>) {
      state.loadCouponInputValue = payload.value;
    },
    /** The player agreed that the bets go; one-click switches on (cross-slice-rules.ts). */
    oneClickClearConfirmed(state) {
      state.oneClickConfirmation = 'none';
    },
    oneClickClearDeclined(state) {
      state.oneClickConfirmation = 'none';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(couponLoaded, (state) => {
      state.loadCouponInputValue = '';
    });
  },
});

export const { tabChosen, loadCouponInputChanged, oneClickClearConfirmed, oneClickClearDeclined } = panelSlice.actions;
