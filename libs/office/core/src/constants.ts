/** Spec 02 §9 "Data refresh intervals (ms)": opened coupon cost, 15000 for line and live alike. */
export const OPENED_COUPON_REFRESH_MS = 15_000;

/** Coupons per history page (the contract's default `limit`; the spec shows no page size). */
export const HISTORY_PAGE_SIZE = 20;

/**
 * At most this many open coupons are re-read per refresh (one getCouponById each, in parallel):
 * a player who loaded page after page of open bets should not send hundreds of calls every 15 s.
 * The newest ones are refreshed; the others are re-read when the list is loaded again.
 */
export const MAX_REFRESHED_COUPONS = 20;

/** Where the office reducer is mounted in the app's store (the selectors read `state.office`). */
export const OFFICE_STATE_KEY = 'office';

/** Logged when the server's payout differs from what @bet/coupon computes for the legs. */
export const PAYOUT_MISMATCH = 'Coupon payout differs from the engine';
export const HISTORY_LOAD_FAILED = 'Bet history could not load';
export const COUPON_REFRESH_FAILED = 'An open coupon could not be refreshed';
export const PRINT_COUPON_FAILED = 'The coupon to print could not load';

/** Logged when the settings page's data (spec 02 §7 "Office settings data") could not load. */
export const OFFICE_SETTINGS_LOAD_FAILED = 'Office settings could not load';
/** Logged when a setting or the disallowed sports could not be saved (the page says so too). */
export const OFFICE_SETTING_SAVE_FAILED = 'An office setting could not be saved';
