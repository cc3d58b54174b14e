/** Spec 02 §9 "Retries": config, 5 retries at 1000 ms: one first try and five more. */
export const CONFIG_FETCH_RETRIES = 5;
export const CONFIG_RETRY_DELAY_MS = 1000;

/** Spec 02 §4 / §8: the message the app fails with when no site config can be had. */
export const NO_SITE_CONFIG = 'no site config';

/** Spec 02 §9 "Cookies". */
export const LANGUAGE_COOKIE = 'lng';
/** Spec 02 §4: "a ua cookie marks the user as signed in". */
export const SIGNED_IN_COOKIE = 'ua';

/** Spec 02 §4: "if that is also denied, en". */
export const LAST_RESORT_LANGUAGE = 'en';
