export { blockReasonRoute, isBlockingExempt, isOnRoute } from './block-rules';
export {
  BLOCK_CHECK_DELAY_MS,
  BLOCK_CHECK_TRIES,
  FOLLOW_REDIRECT_PARAM,
  MAINTENANCE_POLL_MS,
  REDIRECT_CHECK_DELAY_MS,
  REDIRECT_CHECK_TRIES,
  REDIRECT_TRAIL_KEY,
  REDIRECT_TRAIL_TTL_MS,
  RUSSIAN_MAINTENANCE_TEXT_LANGUAGES,
} from './constants';
export type { MaintenanceDeps, PageLocation } from './maintenance-deps';
export {
  isMaintenanceActive,
  isNoticeVisible,
  maintenanceTextLanguage,
  nextMaintenanceMoment,
} from './maintenance-rules';
export type { MaintenanceInput } from './maintenance-rules';
export {
  evaluateMaintenance,
  loadMaintenance,
  maintenancePoll,
  maintenanceSaga,
  runBlockCheck,
  runRedirectCheck,
} from './maintenance-saga';
export {
  blockChecked,
  blockCheckFailed,
  blockCheckStarted,
  initialMaintenanceState,
  maintenanceEvaluated,
  maintenanceLoaded,
  maintenanceLoadFailed,
  maintenanceReducer,
  maintenanceSlice,
  redirectChecked,
  redirectCheckFailed,
  redirectCheckStarted,
  startUpChecksRequested,
} from './maintenance-slice';
export type { CheckStatus, MaintenanceState, RedirectOutcome } from './maintenance-slice';
export { isCyclicRedirect, mayFollowRedirects, readTrail, validRedirectTarget } from './redirect-rules';
export type { TrailEntry } from './redirect-rules';
export {
  selectBlockReason,
  selectBlockRoute,
  selectIsMaintenanceActive,
  selectIsMaintenanceNoticeVisible,
  selectMaintenance,
  selectMaintenanceWindow,
} from './selectors';
export type { WithMaintenance } from './selectors';
