/** Spec 02 §9 "Retries": micro-frontend, 3 retries. */
export const REMOTE_APP_RETRIES = 3;
/** Spec 02 §9 "Retries": the first retry after 1000 ms, the delay doubling each time. */
export const REMOTE_APP_RETRY_DELAY_MS = 1000;
/** Spec 02 §9 "Retries": reload throttle 1000 ms (spec 02 §4: a manual reload at most once per 1000 ms). */
export const REMOTE_APP_RELOAD_THROTTLE_MS = 1000;

/** The delay before retry number `retry` (1-based): 1000, 2000, 4000 ms. */
export function retryDelayMs(retry: number): number {
  return REMOTE_APP_RETRY_DELAY_MS * 2 ** (retry - 1);
}
