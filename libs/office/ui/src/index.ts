// Public API of @bet/office-ui: the bet history and print-coupon pages.
export { BetHistoryPage, type BetHistoryPageProps } from './bet-history-page';
export { BetHistoryView, type BetHistoryViewProps } from './bet-history-view';
export { CouponCard, type CouponCardProps } from './coupon-card';
export { CouponLegs, type CouponLegsProps } from './coupon-legs';
export { PrintCouponPage, type PrintCouponPageProps } from './print-coupon-page';
export { PrintCouponView, type PrintCouponViewProps } from './print-coupon-view';
export { formatScore } from './format';
// Issue 12: the settings page, a list of sections the app composes.
export { SettingsPage } from './settings-page';
export type { SettingsPageProps, SettingsSection } from './settings-page';
// Issue 12: the office settings groups and the disallowed sports (spec 01 §3 Office settings, §6).
export { OfficeGroupsSection, type OfficeGroupsSectionProps } from './office-groups-section';
export { DisallowedSportsSection, type DisallowedSportsSectionProps } from './disallowed-sports-section';
export { SettingSaveStatus, type SettingSaveStatusProps } from './setting-save-status';
export { ConnectedDisallowedSports, ConnectedOfficeGroups } from './connected/connected-office-settings';
