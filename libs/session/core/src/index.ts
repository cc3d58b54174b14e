export {
  PAGE_LEAVE_PAUSE_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_RETRIES,
  SESSION_CHECK_RETRY_DELAY_MS,
  SESSION_LOAD_DELAY_MS,
  SIGNED_IN_COOKIE,
  USER_TOKEN_COOKIE,
} from './constants';
export {
  selectBanLevel,
  selectIsAuthenticated,
  selectLogoutStatus,
  selectSession,
  selectSessionStatus,
  selectTimersPaused,
  selectToken,
  selectUserId,
} from './selectors';
export type { WithSession } from './selectors';
export type { SessionDeps } from './session-deps';
export {
  checkSessionOnce,
  LOGOUT_FAILED,
  logout,
  pageLeave,
  SESSION_CHECK_FAILED,
  SESSION_LOAD_FAILED,
  sessionCheckLoop,
  sessionLoad,
  sessionSaga,
} from './session-saga';
export {
  banLevelChanged,
  initialSessionState,
  loggedOut,
  logoutCancelled,
  logoutConfirmed,
  logoutFailed,
  logoutRequested,
  oneClickResetRequested,
  pageVisibilityChanged,
  profileIdsReceived,
  sessionChecked,
  sessionReducer,
  sessionSlice,
  timersPaused,
  timersResumed,
  tokenReceived,
  userIdChanged,
} from './session-slice';
export type { LogoutStatus, SessionState, SessionStatus } from './session-slice';
export { isTokenValid, tokenExpiry } from './token';
