import { CAPTCHA_HEADER, isCaptchaErrorCode, type CaptchaErrorCode } from '@bet/contract';
import { isApiError, type ApiError } from './api-error';
import { withHeader, type Send } from './send';

export interface CaptchaHooks {
  /**
   * Runs the captcha challenge (the app shows its dialog). Resolves with the captcha result, or
   * null when the player cancelled.
   */
  challenge(code: CaptchaErrorCode, error: ApiError): Promise<string | null>;
}

/**
 * Spec 02 §4: a 400 with a captcha code runs the challenge, then retries once with the result in
 * CAPTCHA_HEADER. A cancelled (or failed) challenge rejects with the original ApiError, so the
 * saga shows the server's message; the retry's own failure is final.
 */
export function withCaptchaRetry(next: Send, hooks: CaptchaHooks): Send {
  return async (call, options) => {
    try {
      return await next(call, options);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400 || !isCaptchaErrorCode(error.code)) throw error;
      const code = Number(error.code) as CaptchaErrorCode;
      const answer = await hooks.challenge(code, error).catch(() => null);
      if (answer === null) throw error;
      return next(call, withHeader(options, CAPTCHA_HEADER, answer));
    }
  };
}
