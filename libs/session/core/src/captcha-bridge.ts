import type { CaptchaErrorCode } from '@bet/contract';
import type { ApiError, CaptchaHooks } from '@bet/request';
import { channel, type Channel } from 'redux-saga';

/** One captcha challenge of the request layer, waiting for the player. */
export interface CaptchaRequest {
  code: CaptchaErrorCode;
  error: ApiError;
  /** The solved answer, or null when the player cancelled or was logged out. */
  resolve(answer: string | null): void;
}

export interface CaptchaBridge {
  /** Give these to createApiClient({ captcha }). */
  hooks: CaptchaHooks;
  /** Give this to the session saga (`deps.captchaRequests`); the captcha saga takes from it. */
  requests: Channel<CaptchaRequest>;
}

/**
 * Spec 02 §4 "400 with captcha code: captcha challenge, then retry". The request layer knows no
 * UI: each challenge becomes a request on a saga channel, and the promise it awaits resolves
 * when the captcha saga settles it. The channel buffers, so challenges that come while a dialog
 * is open wait their turn.
 */
export function createCaptchaBridge(): CaptchaBridge {
  const requests = channel<CaptchaRequest>();
  return {
    hooks: {
      challenge: (code, error) => new Promise<string | null>((resolve) => requests.put({ code, error, resolve })),
    },
    requests,
  };
}
