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
export { CouponSettingsForm } from './coupon-settings-form';
export type { CouponSettingsFlag, CouponSettingsFormProps } from './coupon-settings-form';
export { CouponSuccess } from './coupon-success';
export type { CouponSuccessProps } from './coupon-success';
export { offeredCouponTypes } from './coupon-types';
export { formatAmount, parseStake, stakeText } from './money';
export type { StakeParse } from './money';
export { QuickStakeSteps } from './quick-stake-steps';
export type { QuickStakeStepsProps } from './quick-stake-steps';
export { StakeField } from './stake-field';
export type { StakeFieldProps, StakeTextError } from './stake-field';
export { CouponColumn } from './connected/coupon-column';
export { CouponReminder } from './connected/coupon-reminder';
export { CouponPanel } from './connected/coupon-panel';
export { CouponSettings } from './connected/coupon-settings';
export type { CouponPanelProps, CouponUiState } from './connected/coupon-panel';
// Loaded on demand (issue 16): the coupon page, a chunk of its own (on-demand.ts).
export type CouponOnDemand = typeof OnDemand;
export const loadCouponOnDemand = (): Promise<CouponOnDemand> => import('./on-demand');
// Issue 12: the odds view (spec 01 §3 appViewType, coefViewId): its fields, the settings section,
// the header's quick settings, and the one hook every coefficient shown goes through.
export { OddsViewFields, SAMPLE_COEF } from './odds-view-fields';
export type { OddsView, OddsViewFieldsProps } from './odds-view-fields';
export { OddsSaveStatus } from './odds-save-status';
export type { OddsSaveStatusProps } from './odds-save-status';
export { OddsSettingsSection } from './odds-settings-section';
export type { OddsSettingsSectionProps } from './odds-settings-section';
export { QuickSettings } from './quick-settings';
export type { QuickSettingsProps } from './quick-settings';
export { ConnectedOddsSettings, ConnectedQuickSettings } from './connected/connected-odds-view';
export { useCoefFormat } from './use-coef-format';
