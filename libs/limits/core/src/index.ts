// Public API of @bet/limits: responsible gaming (spec 01 §3 "Limit", §4 "Reality check", "Session limit", "Deposit limit"; spec 02 §7).
export {
  ACTIVITY_DAYS,
  LIMITS_LOAD_FAILED,
  LIMITS_PING_FAILED,
  REALITY_CHECK_REPORT_FAILED,
  REALITY_CHECK_STORAGE_KEY,
} from './constants';
export type { LimitsDeps } from './limits-deps';
export {
  checkLimitValue,
  isLimitType,
  limitValueText,
  type LimitValueCheck,
  type LimitValueProblem,
} from './limit-value';
export { limitProblemKey, limitProblemOf, type LimitProblem } from './limit-problem';
export {
  activeOf,
  approvalsDue,
  canCancel,
  groupOf,
  isExtraLimitsLocked,
  isLockedByExtraLimitsLock,
  nextApprovalAt,
  pendingOf,
  remainingOf,
} from './limit-rules';
export {
  activityLoaded,
  activityLoadFailed,
  availableLimitsLoaded,
  initialLimitsListState,
  limitsLoaded,
  limitsLoadFailed,
  limitsPageOpened,
  limitsRetryRequested,
  selfExcludeReasonsLoaded,
  type LimitsListState,
  type LoadStatus,
} from './list-slice';
export {
  initialLimitSaveState,
  limitQuestionsAsked,
  limitSaved,
  limitSaveDismissed,
  limitSaveRefused,
  limitSaveRequested,
  limitTestAnswersSubmitted,
  limitValueTyped,
  type LimitSaveRequest,
  type LimitSaveState,
  type SaveProblem,
  type SaveStatus,
} from './save-slice';
export {
  initialLimitsDialogsState,
  limitActionRequested,
  limitActionSettled,
  limitCancelRequested,
  realityCheckAnswered,
  realityCheckDue,
  selfBlockFailed,
  selfBlockRequested,
  sessionLimitEnded,
  sessionLimitNoticeClosed,
  type LimitActionKind,
  type LimitsDialogsState,
  type SelfBlockStatus,
} from './dialogs-slice';
export { limitsReducer, type LimitsState } from './limits-reducer';
export {
  selectActivity,
  selectApprovalDue,
  selectAvailableLimit,
  selectHasSessionLimit,
  selectIsExtraLimitsLocked,
  selectIsSessionLimitEnded,
  selectLimitActions,
  selectLimitGroups,
  selectLimits,
  selectLimitSave,
  selectLimitsCurrency,
  selectLimitsList,
  selectLimitsStatus,
  selectPendingChanges,
  selectRealityCheck,
  selectRealityCheckMinutes,
  selectSelfBlockStatus,
  selectSelfExcludeReasons,
  type LimitGroupRows,
  type LimitRow,
  type WithLimits,
} from './selectors';
export { LIMIT_ACTION_TEXTS } from './action-saga';
export { APPROVAL_RECHECK_MS } from './approval-saga';
export { LIMIT_SAVED_KEY, LIMIT_TEST_FAILED_KEY } from './save-saga';
export { limitsSaga } from './limits-saga';
