import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { couponAccountSlice } from './account-slice.ts';
import { betsSlice } from './bets-slice.ts';
import { couponCodeSlice } from './coupon-code-slice.ts';
import { couponConfigSlice } from './config-slice.ts';
import { initialCouponState, type CouponState } from './coupon-state.ts';
import { couponTypeSlice } from './coupon-type-slice.ts';
import { applyCrossSliceRules } from './cross-slice-rules.ts';
import { oddsViewSaveSlice } from './odds-view-save-slice.ts';
import { oddsViewSlice } from './odds-view-slice.ts';
import { panelSlice } from './panel-slice.ts';
import { placementSlice } from './placement-slice.ts';
import { pricingSlice } from './pricing-slice.ts';
import { promoSlice } from './promo-slice.ts';
import { reminderSlice } from './reminder-slice.ts';
import { rightPanelSlice } from './right-panel-slice.ts';
import { settingsSlice } from './settings-slice.ts';
import { stakeSlice } from './stake-slice.ts';

const subSlices = combineReducers({
  bets: betsSlice.reducer,
  type: couponTypeSlice.reducer,
  stake: stakeSlice.reducer,
  account: couponAccountSlice.reducer,
  promo: promoSlice.reducer,
  config: couponConfigSlice.reducer,
  oddsView: oddsViewSlice.reducer,
  oddsViewSave: oddsViewSaveSlice.reducer,
  pricing: pricingSlice.reducer,
  settings: settingsSlice.reducer,
  placement: placementSlice.reducer,
  reminder: reminderSlice.reducer,
  panel: panelSlice.reducer,
  rightPanel: rightPanelSlice.reducer,
  codes: couponCodeSlice.reducer,
});

/**
 * The coupon's reducer, mounted under the key `coupon`: each sub-slice takes the event, then the
 * rules that span sub-slices run. An action no sub-slice handles leaves the state as it was.
 */
export function couponReducer(state: CouponState | undefined, action: UnknownAction): CouponState {
  const prev = state ?? initialCouponState;
  const next = subSlices(prev, action);
  if (next === prev && state !== undefined) return prev;
  return applyCrossSliceRules(prev, next, action);
}
