import type { CouponSettings } from './types.ts';

/** Local-storage key of the coupon settings (spec 01 §3). */
export const COUPON_SETTINGS_STORAGE_KEY = 'coupon-settings';
/** Local-storage key of the coupon itself: bets, addedAtByBetId, typeId, systemValue. */
export const COUPON_STORAGE_KEY = 'coupon';
/**
 * Local-storage key of the right panel's state (spec 01 §3 global settings "left and right
 * section display state", §4 "Right panel ... stored globally"): a global 0/1 flag like the
 * spec's others, '1' compact, '0' (or absent) expanded. The spec does not name the key: ours.
 */
export const RIGHT_PANEL_STORAGE_KEY = 'rightSectionDisplayState';
/**
 * The quick stake step when the player has not set one for the currency (spec 01 §3 "amount
 * step per currency, manual-step flag"; the default is not shown): the coupon's minimum stake,
 * else 10.00 in the currency's minor units.
 */
export const DEFAULT_AMOUNT_STEP = 1000;
/** Session-storage key of the reminder record. */
export const COUPON_REMINDER_STORAGE_KEY = 'coupon-notification';

/** Spec 02 §9 "Coupon reminder": 30 s for a live bet, 5 min otherwise. */
export const REMINDER_DELAY_LIVE_MS = 30_000;
export const REMINDER_DELAY_LINE_MS = 5 * 60_000;

/** Spec 01 §5: the system value is never below 2. */
export const MIN_SYSTEM_VALUE = 2;

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrency: {},
  isManualStep: false,
  changeCoefAction: 2,
  isAutoMax: false,
  isVipBet: false,
  isShowBalance: true,
  isShowPossibleWin: true,
  isShowAccountSelect: true,
  isFixedCoupon: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: false,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: 0,
};
