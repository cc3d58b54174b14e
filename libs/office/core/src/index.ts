// Public API of @bet/office: the bet history and print-coupon, framework-free.
export {
  COUPON_REFRESH_FAILED,
  HISTORY_LOAD_FAILED,
  HISTORY_PAGE_SIZE,
  MAX_REFRESHED_COUPONS,
  OFFICE_STATE_KEY,
  OPENED_COUPON_REFRESH_MS,
  PAYOUT_MISMATCH,
  PRINT_COUPON_FAILED,
} from './constants';
export type { OfficeDeps } from './office-deps';
export { NO_RANGE, rangeProblem, rangeToQuery, type HistoryRange, type RangeProblem } from './history-range';
export {
  betStatusKey,
  couponStatusKey,
  couponTypeKey,
  systemLabel,
  type BetStatusKey,
  type CouponTypeKey,
} from './coupon-texts';
export { expectedPayout, payoutMismatch, possibleWin, recordBlocks, type PayoutMismatch } from './expected-payout';
export {
  betHistoryReducer,
  couponsAdapter,
  historyClosed,
  historyFilterChosen,
  historyMoreRequested,
  historyOpened,
  historyPageFailed,
  historyPageLoaded,
  historyRangeChanged,
  historyRetryRequested,
  initialBetHistoryState,
  openCouponsRefreshed,
  type BetHistoryFilter,
  type BetHistoryState,
  type HistoryFailure,
  type HistoryPage,
  type RequestStatus,
} from './bet-history-slice';
export {
  initialPrintCouponState,
  printCouponFailed,
  printCouponLoaded,
  printCouponReducer,
  printCouponRequested,
  type PrintCouponProblem,
  type PrintCouponState,
} from './print-coupon-slice';
export { officeReducer, type OfficeState } from './office-reducer';
export {
  selectBetHistory,
  selectHistoryCouponById,
  selectHistoryCoupons,
  selectHistoryCursor,
  selectHistoryFilter,
  selectHistoryIsOpen,
  selectHistoryQuery,
  selectHistoryRange,
  selectHistoryView,
  selectLoadMore,
  selectOpenCouponIds,
  selectPrintCoupon,
  type HistoryView,
  type LoadMoreState,
  type WithOffice,
} from './selectors';
// Issue 12: the settings page's office groups and disallowed sports (spec 01 §3 Office settings).
export { OFFICE_SETTING_SAVE_FAILED, OFFICE_SETTINGS_LOAD_FAILED } from './constants';
export {
  CHOICE_GROUPS,
  coerceFlag,
  normalizeOfficeSettings,
  sortedSportIds,
  withSettingValue,
  type ChoiceGroup,
  type DisallowSection,
  type OfficeSettings,
} from './office-settings';
export {
  DISALLOWED_SPORTS_SAVE,
  disallowedSportToggled,
  disallowedSportsSaved,
  disallowedSportsSaveFailed,
  disallowedSportsSaveRequested,
  initialOfficeSettingsState,
  officeSettingChosen,
  officeSettingSaved,
  officeSettingSaveFailed,
  officeSettingsLoaded,
  officeSettingsLoadFailed,
  officeSettingsOpened,
  officeSettingsReducer,
  type OfficeSettingsState,
  type SettingSave,
  type SettingSaveStatus,
} from './office-settings-slice';
export { selectDisallowDraft, selectOfficeSettings, selectOfficeSettingsState, selectSettingSave } from './selectors';
