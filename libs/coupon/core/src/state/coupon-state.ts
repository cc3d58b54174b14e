import { initialCouponAccountState, type CouponAccountState } from './account-slice.ts';
import { initialBetsState, type BetsState } from './bets-slice.ts';
import { initialCouponCodeState, type CouponCodeState } from './coupon-code-slice.ts';
import { initialCouponConfigState, type CouponConfigState } from './config-slice.ts';
import { DEFAULT_COUPON_SETTINGS } from './constants.ts';
import { initialCouponTypeState, type CouponTypeState } from './coupon-type-slice.ts';
import { initialOddsViewSaveState, type OddsViewSaveState } from './odds-view-save-slice.ts';
import { initialOddsViewState, type OddsViewState } from './odds-view-slice.ts';
import { initialPanelState, type PanelState } from './panel-slice.ts';
import { initialPlacementState, type PlacementState } from './placement-slice.ts';
import { initialPricingState, type PricingState } from './pricing-slice.ts';
import { initialPromoState, type PromoState } from './promo-slice.ts';
import { initialReminderState, type ReminderState } from './reminder-slice.ts';
import { initialRightPanelState, type RightPanelState } from './right-panel-slice.ts';
import { initialStakeState, type StakeState } from './stake-slice.ts';
import type { CouponSettings } from './types.ts';

/**
 * Spec 01 §3 "Coupon state", one sub-slice per concept under the one `coupon` key. The figures
 * that follow from it (total coefficient and its view, system variants and the system value in
 * force, possible win, dependent bets, issues, bonus and VIP availability, whether a placement
 * is under way) are selectors (figures.ts), never stored.
 */
export interface CouponState {
  bets: BetsState;
  type: CouponTypeState;
  stake: StakeState;
  account: CouponAccountState;
  promo: PromoState;
  config: CouponConfigState;
  oddsView: OddsViewState;
  /** Saving the odds view on the server (spec 02 §7 save one setting, §8 Office messages). */
  oddsViewSave: OddsViewSaveState;
  pricing: PricingState;
  settings: CouponSettings;
  placement: PlacementState;
  reminder: ReminderState;
  panel: PanelState;
  /** The right panel, compact or expanded (spec 01 §4), stored under its global key. */
  rightPanel: RightPanelState;
  /** A coupon loaded by its code, the current one shared. */
  codes: CouponCodeState;
}

export interface WithCoupon {
  coupon: CouponState;
}

export const initialCouponState: CouponState = {
  bets: initialBetsState,
  type: initialCouponTypeState,
  stake: initialStakeState,
  account: initialCouponAccountState,
  promo: initialPromoState,
  config: initialCouponConfigState,
  oddsView: initialOddsViewState,
  oddsViewSave: initialOddsViewSaveState,
  pricing: initialPricingState,
  settings: DEFAULT_COUPON_SETTINGS,
  placement: initialPlacementState,
  reminder: initialReminderState,
  panel: initialPanelState,
  rightPanel: initialRightPanelState,
  codes: initialCouponCodeState,
};
