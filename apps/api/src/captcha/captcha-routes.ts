import {
  CAPTCHA_LOGOUT_TYPE,
  CAPTCHA_SOLVED_TYPE,
  CAPTCHA_WRONG_TYPE,
  getCaptchaTime,
  updateCaptcha,
  validateCaptcha,
} from '@bet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { CAPTCHA_COOKIE } from '../auth/captcha-gate';
import { clearSessionCookies, readSessionId } from '../auth/session-cookies';
import { revokeSession } from '../auth/sessions';
import { captchaSvg } from './captcha-image';
import { readCookie, setCookie } from '../http/cookies';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';

export const CAPTCHA_IMAGE_PATH = '/captcha/image';

/** The browser's captcha id, made (and set as a cookie) on its first captcha call. */
function browserOf(deps: Pick<ServerDeps, 'captchas'>, request: FastifyRequest, reply: FastifyReply): string {
  const known = readCookie(request, CAPTCHA_COOKIE);
  if (known && /^[A-Za-z0-9_-]{16,64}$/.test(known)) return known;
  const id = deps.captchas.newBrowserId();
  setCookie(reply, CAPTCHA_COOKIE, id, { httpOnly: true });
  return id;
}

export function registerCaptchaRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'random' | 'captchas' | 'attemptLimits'>,
): void {
  // Every captcha call counts per address (README "Rate limits"): no endless fresh pictures or guesses.
  const count = (request: FastifyRequest, reply: FastifyReply) => deps.attemptLimits.count(request, reply, 'captcha');

  registerCall(app, updateCaptcha, async ({ request, reply }) => {
    await count(request, reply);
    reply.header('cache-control', 'no-store');
    return { time: deps.captchas.create(browserOf(deps, request, reply)).time };
  });

  registerCall(app, getCaptchaTime, async ({ request, reply }) => {
    await count(request, reply);
    reply.header('cache-control', 'no-store');
    const browser = browserOf(deps, request, reply);
    return { time: (deps.captchas.current(browser) ?? deps.captchas.create(browser)).time };
  });

  app.get<{ Querystring: { time?: string } }>(CAPTCHA_IMAGE_PATH, async (request, reply) => {
    await count(request, reply);
    const challenge = deps.captchas.current(readCookie(request, CAPTCHA_COOKIE));
    if (!challenge || String(challenge.time) !== request.query.time) {
      throw HttpError.of(404, 'not_found', 'No such captcha: ask for a new one');
    }
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('image/svg+xml')
      .send(captchaSvg(challenge.answer, deps.random));
  });

  registerCall(app, validateCaptcha, async ({ body, request, reply }) => {
    await count(request, reply);
    reply.header('cache-control', 'no-store');
    const result = deps.captchas.validate(readCookie(request, CAPTCHA_COOKIE), body.captcha);
    switch (result.kind) {
      case 'solved':
        return { type: CAPTCHA_SOLVED_TYPE, time: result.time };
      case 'wrong':
        return { type: CAPTCHA_WRONG_TYPE, time: result.time, error_message: 'The characters do not match' };
      case 'expired':
        return { type: CAPTCHA_WRONG_TYPE, time: result.time, error_message: 'The captcha has expired' };
      case 'logout': {
        // Spec 02 §4: type 2 means the player must be logged out; the server ends the session too.
        const sessionId = readSessionId(request);
        if (sessionId) await revokeSession(deps.db, deps.clock, sessionId);
        clearSessionCookies(reply);
        return {
          type: CAPTCHA_LOGOUT_TYPE,
          time: deps.clock.now(),
          error_message: 'Too many wrong answers: signed out',
        };
      }
    }
  });
}
