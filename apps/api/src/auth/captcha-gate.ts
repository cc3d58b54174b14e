import { CAPTCHA_HEADER } from '@bet/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { readCookie } from '../http/cookies';
import type { ServerDeps } from '../server-deps';

/** Names the browser's captcha challenge (httpOnly; ours, spec 02 §7 shows no cookie). */
export const CAPTCHA_COOKIE = 'captcha_id';
/** Spec 02 §4: the first captcha code; 114 is ours, "the solved captcha has expired". */
export const CAPTCHA_REQUIRED_CODE = 100;
export const CAPTCHA_EXPIRED_CODE = 114;

function captchaError(code: number, detail: string): HttpError {
  return HttpError.of(400, code, detail);
}

/**
 * Spec 02 §4 "400 with captcha code ... then retry with the captcha result in a header". A call
 * carrying a solved answer in X-Captcha passes, once (the answer is used up). Otherwise a call
 * that needs a captcha (`required`: too many wrong passwords) or that the captchaNext fault
 * catches answers 400 with a captcha code.
 */
export function passCaptcha(
  deps: Pick<ServerDeps, 'captchas' | 'faults'>,
  request: FastifyRequest,
  required: boolean,
): void {
  const header = request.headers[CAPTCHA_HEADER.toLowerCase()];
  const answer = Array.isArray(header) ? header[0] : header;
  if (answer) {
    const result = deps.captchas.consume(answer, readCookie(request, CAPTCHA_COOKIE));
    if (result === 'ok') return;
    if (result === 'expired') throw captchaError(CAPTCHA_EXPIRED_CODE, 'The captcha has expired: solve a new one');
  }
  if (deps.faults.take('captchaNext')) {
    throw captchaError(deps.faults.get().captchaCode, 'Solve the captcha to continue (sandbox fault captchaNext)');
  }
  if (required) throw captchaError(CAPTCHA_REQUIRED_CODE, 'Solve the captcha to continue');
}
