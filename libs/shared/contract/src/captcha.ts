import { z } from 'zod/mini';
import { defineCall } from './call';

/** The header a retried call carries the captcha result in (spec 02 §4; the name is ours). */
export const CAPTCHA_HEADER = 'X-Captcha';

/**
 * Error codes of a 400 that ask for a captcha challenge. Spec 02 §4 says both "100, 111, 112, 113
 * and one more" and "four codes in total"; the "one more" is not shown. We keep every code shown
 * and add 114 ("captcha expired", next to 111-113): an extra code costs a needless dialog, a
 * missing one leaves the player stuck on an error. See README "Decisions".
 */
export const CAPTCHA_ERROR_CODES = [100, 111, 112, 113, 114] as const;

export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

/** True for a captcha code, whether the server sent it as a number or a numeric string. */
export function isCaptchaErrorCode(code: unknown): code is CaptchaErrorCode {
  if (typeof code !== 'number' && typeof code !== 'string') return false;
  return (CAPTCHA_ERROR_CODES as readonly number[]).includes(Number(code));
}

/** Spec 02 §4: a validation result of type 2 means the player must be logged out. */
export const CAPTCHA_LOGOUT_TYPE = 2;

/**
 * Spec 02 §7 "Captcha": POST /captcha/validate with captcha; answer type, time, error_message
 * (spec 02 §3 "Captcha validation response").
 */
export const validateCaptcha = defineCall({
  name: 'validateCaptcha',
  method: 'POST',
  path: '/captcha/validate',
  query: z.object({}),
  body: z.object({ captcha: z.string().check(z.minLength(1)) }),
  response: z.object({
    type: z.int(),
    time: z.number(),
    error_message: z.optional(z.string()),
  }),
});

export type CaptchaValidation = z.output<typeof validateCaptcha.response>;

/** Spec 02 §7 "GET /captcha/update answers time": a new challenge; time names it. */
export const updateCaptcha = defineCall({
  name: 'updateCaptcha',
  method: 'GET',
  path: '/captcha/update',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ time: z.number() }),
});

/** Spec 02 §7 "GET /captcha/gettime answers time": the current challenge, without a new one. */
export const getCaptchaTime = defineCall({
  name: 'getCaptchaTime',
  method: 'GET',
  path: '/captcha/gettime',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ time: z.number() }),
});

/**
 * The picture of the challenge named by time (an SVG). Not a JSON call, so not a defineCall:
 * the client puts it in an img src.
 */
export function captchaImagePath(time: number): string {
  return `/captcha/image?time=${encodeURIComponent(String(time))}`;
}

/** Validation result types: 0 solved, 1 wrong answer (try a new picture), 2 log out. */
export const CAPTCHA_SOLVED_TYPE = 0;
export const CAPTCHA_WRONG_TYPE = 1;
