/** Spec 02 §9 "Session poll": the session check runs every 60 s while the page is visible. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** Spec 02 §7 / §9: "Session user check: 2 retries, 1500 ms" — one first try and two more. */
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_DELAY_MS = 1500;
/** Spec 02 §7 / §9 "Session load delay": /web-api/session once, 8 s after start, if no session. */
export const SESSION_LOAD_DELAY_MS = 8000;
/** Spec 02 §4 "Logout": the cookies logout removes. `ua` marks the user as signed in. */
export const SIGNED_IN_COOKIE = 'ua';
export const USER_TOKEN_COOKIE = 'user_token';

/** Spec 02 §9 "Inactivity throttle 100 ms": activity writes the last-active time at most this often. */
export const INACTIVITY_THROTTLE_MS = 100;
/** Spec 02 §9 "timeout = autologoff minutes x 60000". */
export const MS_PER_MINUTE = 60_000;
/** Local storage (shared across tabs): the last player input, epoch ms as text. The key is ours. */
export const LAST_ACTIVE_STORAGE_KEY = 'session-last-active';
/** Local storage: set when a page logged the player off for inactivity; the next start shows the notice once. */
export const AUTO_LOGOFF_NOTICE_STORAGE_KEY = 'session-auto-logoff-notice';
/** Spec 02 §7 / §9 "User video token refresh": every 600000 ms while signed in. */
export const VIDEO_TOKEN_REFRESH_MS = 600_000;
/**
 * Spec 02 §4 "Logout ... redirect to home if the route carries a certain query marker": the
 * marker is not shown; ours is `logout=home`.
 */
export const LOGOUT_HOME_MARKER = { name: 'logout', value: 'home' } as const;
/** Spec 01 §2: user/forgotpassword redirects home with this flag set to 1. */
export const FORGOT_PASSWORD_FLAG = 'showForgotPasswordModal';
