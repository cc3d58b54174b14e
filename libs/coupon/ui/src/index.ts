import type * as OnDemand from './on-demand';
// Public API of @bet/coupon-ui: the coupon on screen over @bet/coupon/state.
export { CoefChangePrompt } from './coef-change-prompt';
export type { CoefChange, CoefChangePromptProps } from './coef-change-prompt';
export { CouponBetItem, gameTitle, outcomeTitle } from './coupon-bet-item';
export { CouponCodeBox } from './coupon-code-box';
export type { CouponCodeBoxProps } from './coupon-code-box';
export type { CouponBetItemProps } from './coupon-bet-item';
export { placementErrorText } from './coupon-messages';
export { CouponReminderAlert } from './coupon-reminder-alert';
export type { CouponReminderAlertProps } from './coupon-reminder-alert';
export { CouponSuccess } from './coupon-success';
export type { CouponSuccessProps } from './coupon-success';
export { offeredCouponTypes } from './coupon-types';
export { formatAmount, parseStake, stakeText } from './money';
export type { StakeParse } from './money';
export { StakeField } from './stake-field';
export type { StakeFieldProps, StakeTextError } from './stake-field';
export { CouponColumn } from './connected/coupon-column';
export { CouponReminder } from './connected/coupon-reminder';
export { CouponPanel } from './connected/coupon-panel';
export type { CouponPanelProps, CouponUiState } from './connected/coupon-panel';
// Loaded on demand (issue 16): the coupon page, a chunk of its own (on-demand.ts).
export type CouponOnDemand = typeof OnDemand;
export const loadCouponOnDemand = (): Promise<CouponOnDemand> => import('./on-demand');
