import { BET_ERROR_CODES } from '@bet/contract';
import { placementErrorKey, type PlacementError } from '@bet/coupon/state';

/**
 * The one text for a failed placement: its key's text (@bet/coupon/state placementErrorKey), else
 * the server's message as it came. limit_exceeded with the stake still allowed says that amount
 * (`money` formats minor units in the account's currency; issue 13).
 */
export function placementErrorText(
  error: PlacementError,
  t: (key: string, values?: Record<string, string>) => string,
  money?: (minor: number) => string,
): string {
  if (error.code === BET_ERROR_CODES.limitExceeded && error.limit !== undefined && money) {
    return t('coupon_error_limit_exceeded_left', { limit: money(error.limit) });
  }
  const key = placementErrorKey(error);
  return key === null ? error.message : t(key);
}
