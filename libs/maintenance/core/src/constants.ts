/** Spec 02 §9 Retries "Block check: 2 tries, 100 ms". */
export const BLOCK_CHECK_TRIES = 2;
export const BLOCK_CHECK_DELAY_MS = 100;

/** Spec 02 §9 Retries "Redirect check: 5 tries, 1 s". */
export const REDIRECT_CHECK_TRIES = 5;
export const REDIRECT_CHECK_DELAY_MS = 1000;

/**
 * How often the maintenance state is read again. The spec gives no number; 60 s matches the
 * other site-wide polls of spec 02 §9 (session, terms, app-update). The poll also wakes at the
 * next moment of the window or the notice window, so a boundary is not missed by up to 60 s.
 */
export const MAINTENANCE_POLL_MS = 60_000;

/**
 * Spec 02 §4 "A redirect is followed only ... in production or with a query flag". The spec
 * does not name the flag: ours is `followRedirect=1`.
 */
export const FOLLOW_REDIRECT_PARAM = 'followRedirect';

/** Where the redirects followed in this tab are kept (sessionStorage), to detect a loop. */
export const REDIRECT_TRAIL_KEY = 'maintenance.redirectTrail';

/**
 * A followed redirect counts for a loop for this long: a chain of redirects happens within
 * seconds, while an old entry would wrongly stop a later, legitimate redirect.
 */
export const REDIRECT_TRAIL_TTL_MS = 60_000;

/** Spec 02 §8 Texts "Maintenance text is Russian for az, kz, ua, ru, otherwise English". */
export const RUSSIAN_MAINTENANCE_TEXT_LANGUAGES: readonly string[] = ['az', 'kz', 'ua', 'ru'];
