import { TERMS_EXCEPTION_CODE, TERMS_STATUS } from '@bet/contract';
import { isApiError, type ApiError } from './api-error';
import type { Send } from './send';

/**
 * Spec 02 §4: a 451 with exception_code 1 means the terms must be confirmed. The layer knows no
 * UI, so it tells the app (which redirects to confirm the terms when available) and still rejects
 * with the ApiError: the call did not happen and there is nothing to retry.
 */
export function withTermsGuard(next: Send, onTermsRequired: (error: ApiError) => void): Send {
  return async (call, options) => {
    try {
      return await next(call, options);
    } catch (error) {
      if (isApiError(error) && error.status === TERMS_STATUS && error.exceptionCode === TERMS_EXCEPTION_CODE) {
        onTermsRequired(error);
      }
      throw error;
    }
  };
}
