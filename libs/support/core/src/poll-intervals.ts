/** Spec 02 §9 "user messages 60000" (line and live): the header's unread markers are asked this often. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The chat's poll while the support page shows it. The spec's table has no row for the support
 * chat ("not shown"): 3 s keeps a reply from waiting long without flooding the server (README).
 */
export const CHAT_POLL_MS = 3_000;

/** After a failed poll the next one waits longer, up to this (as the sportsbook's feeds do). */
export const CHAT_POLL_MAX_BACKOFF_MS = 30_000;
