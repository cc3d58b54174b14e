/** Spec 02 §9 "Data refresh intervals: media 600000 (line and live)". */
export const MEDIA_REFRESH_MS = 600_000;
/** After a failed read, the next try comes sooner (ours): 15 s, doubling, never later than the interval. */
export const MEDIA_RETRY_FIRST_MS = 15_000;
/** Where the side zones are kept between visits (spec 01 §4 "side zones persisted"). */
export const SIDE_ZONES_STORAGE_KEY = 'media.sideZones';
/** The floating player's place when the player has not moved it (ours): px from the bottom-right corner. */
export const FLOATING_DEFAULT_OFFSET = { right: 24, bottom: 24 } as const;
/** One keyboard arrow press moves the floating player this far (px). */
export const FLOATING_KEY_STEP = 20;

export function mediaRetryDelay(failures: number): number {
  return Math.min(MEDIA_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), MEDIA_REFRESH_MS);
}
