// Public API of @bet/coupon-ui: the coupon on screen over @bet/coupon/state.
export { CoefChangePrompt } from './coef-change-prompt';
export type { CoefChange, CoefChangePromptProps } from './coef-change-prompt';
export { CouponBetItem, gameTitle, outcomeTitle } from './coupon-bet-item';
export type { CouponBetItemProps } from './coupon-bet-item';
export { placementErrorText } from './coupon-messages';
export { CouponSuccess } from './coupon-success';
export type { CouponSuccessProps } from './coupon-success';
export { offeredCouponTypes } from './coupon-types';
export { formatAmount, parseStake, stakeText } from './money';
export type { StakeParse } from './money';
export { StakeField } from './stake-field';
export type { StakeFieldProps, StakeTextError } from './stake-field';
export { CouponColumn } from './connected/coupon-column';
export { CouponPage } from './connected/coupon-page';
export { CouponPanel } from './connected/coupon-panel';
export type { CouponPanelProps, CouponUiState } from './connected/coupon-panel';
