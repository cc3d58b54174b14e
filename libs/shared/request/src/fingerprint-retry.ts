import { FINGERPRINT_ERROR_CODE } from '@bet/contract';
import { isApiError } from './api-error';
import type { Send } from './send';

export interface FingerprintHooks {
  /** Re-fetches the device fingerprint and stores it where the next attempt reads it. */
  refresh(): Promise<void>;
}

/**
 * Spec 02 §4: a 400 with the fingerprint error code re-fetches the fingerprint and retries once.
 * If the re-fetch fails, or the retry fails again, the call rejects with that ApiError.
 */
export function withFingerprintRetry(next: Send, hooks: FingerprintHooks): Send {
  return async (call, options) => {
    try {
      return await next(call, options);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400 || error.code !== FINGERPRINT_ERROR_CODE) throw error;
      try {
        await hooks.refresh();
      } catch {
        throw error;
      }
      return next(call, options);
    }
  };
}
