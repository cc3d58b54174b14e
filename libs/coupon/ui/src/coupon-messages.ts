import { placementErrorKey, type PlacementError } from '@bet/coupon/state';

/** The one text for a failed placement: its key's text (@bet/coupon/state placementErrorKey), else the server's message as it came. */
export function placementErrorText(error: PlacementError, t: (key: string) => string): string {
  const key = placementErrorKey(error);
  return key === null ? error.message : t(key);
}
