import {
  AUTH_ERROR_CODES,
  disconnect,
  fetchUserId,
  getRights,
  loginByPassword,
  loginByPhone,
  loginBySms,
  loginTwoStep,
  requestPasswordReset,
  sendLoginSms,
} from '@bet/contract';
import type { LoginAnswer } from '@bet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf } from './auth-guard';
import { passCaptcha } from './captcha-gate';
import { toSeconds } from '../http/epoch-seconds';
import { requireFingerprint } from './fingerprint';
import { CODE_RESEND_AFTER_MS } from './one-time-codes';
import { dummyPasswordHash, verifyPassword } from './password';
import type { Player } from './players';
import { findPlayerById, findPlayerByLogin, findPlayerByPhone, findPlayerForReset } from './players';
import { clearSessionCookies, readSessionId } from './session-cookies';
import { findLiveSession, revokeSession } from './sessions';
import { signIn } from './sign-in';
import { sendPasswordResetLink } from '../account-flows/account-mails';
import { checkTwoStep, endTwoStep, startTwoStep } from './two-step';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';

/** What a signed-in player may do (spec 02 §7 "get rights"); the sandbox grants everything. */
export const PLAYER_RIGHTS = ['bet', 'casino', 'deposit', 'withdraw', 'office'];

const wrongCredentials = () =>
  HttpError.of(400, AUTH_ERROR_CODES.wrongCredentials, 'The login or the password is wrong');
const blocked = () => HttpError.of(403, AUTH_ERROR_CODES.accountBlocked, 'The account is blocked');

function phoneKey(code: string, number: string): string {
  return `${code}${number}`;
}

/**
 * Sign-in with a password (by login or by phone), spec 02 §7. Never says whether the login
 * exists: an unknown login costs the same scrypt time and gets the same answer. After 3 wrong
 * passwords for one login in 15 minutes the next try needs a solved captcha (code 100).
 */
async function passwordSignIn(
  deps: ServerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: {
    loginKey: string;
    find: () => Promise<Player | undefined>;
    password: string;
    save: boolean;
    componentData: string;
  },
): Promise<LoginAnswer> {
  const { captchaRequired } = await deps.attemptLimits.count(request, reply, 'signIn', attempt.loginKey);
  requireFingerprint(deps, attempt.componentData);
  passCaptcha(deps, request, captchaRequired || deps.attempts.needsCaptcha(attempt.loginKey));
  const player = await attempt.find();
  const matches = await verifyPassword(attempt.password, player?.passwordHash ?? (await dummyPasswordHash()));
  if (!player || !matches) {
    deps.attempts.recordFailure(attempt.loginKey);
    throw wrongCredentials();
  }
  deps.attempts.clearFor(attempt.loginKey);
  deps.attemptLimits.succeeded('signIn', attempt.loginKey);
  if (player.blocked) throw blocked();
  if (player.twoStepEnabled) {
    reply.header('cache-control', 'no-store');
    return { status: 'twoStepRequired', ...startTwoStep(deps, reply, player) };
  }
  return signIn(deps, reply, player.id, attempt.save);
}

export function registerAuthRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerCall(app, loginByPassword, ({ body, request, reply }) =>
    passwordSignIn(deps, request, reply, {
      loginKey: `login:${body.uLogin.trim().toLowerCase()}`,
      find: () => findPlayerByLogin(deps.db, body.uLogin),
      password: body.uPassword,
      save: body.save,
      componentData: body.componentData,
    }),
  );

  registerCall(app, loginByPhone, ({ body, request, reply }) =>
    passwordSignIn(deps, request, reply, {
      loginKey: `phone:${phoneKey(body.country_code, body.phone_number)}`,
      find: () => findPlayerByPhone(deps.db, body.country_code, body.phone_number),
      password: body.uPassword,
      save: body.save,
      componentData: body.componentData,
    }),
  );

  registerCall(app, sendLoginSms, async ({ body, request, reply }) => {
    const to = phoneKey(body['phone-code'], body['phone-number']);
    const { captchaRequired } = await deps.attemptLimits.count(request, reply, 'sms', `phone:${to}`);
    passCaptcha(deps, request, captchaRequired);
    const key = `sms:${to}`;
    const wait = deps.codes.waitSeconds(key);
    if (wait > 0) {
      throw HttpError.of(400, AUTH_ERROR_CODES.tooManyCodes, `A code was sent less than a minute ago: wait ${wait} s`);
    }
    // Sent whether or not a player has this phone, so the answer reveals no accounts.
    const code = deps.codes.issue(key);
    deps.outbox.send({
      kind: 'sms',
      to,
      purpose: 'login_code',
      text: `Your sign-in code: ${code}. It is valid for 5 minutes.`,
      secret: code,
      sentAt: toSeconds(deps.clock.now()),
    });
    reply.header('cache-control', 'no-store');
    return { resendAfter: CODE_RESEND_AFTER_MS / 1000 };
  });

  registerCall(app, loginBySms, async ({ body, request, reply }) => {
    // Counted with the password sign-ins by phone: one account, one count.
    const account = `phone:${phoneKey(body['phone-code'], body['phone-number'])}`;
    const { captchaRequired } = await deps.attemptLimits.count(request, reply, 'signIn', account);
    requireFingerprint(deps, body.componentData);
    passCaptcha(deps, request, captchaRequired);
    const result = deps.codes.check(`sms:${phoneKey(body['phone-code'], body['phone-number'])}`, body['sms-code']);
    if (result === 'expired')
      throw HttpError.of(400, AUTH_ERROR_CODES.codeExpired, 'The code has expired: ask for a new one');
    if (result === 'wrong') throw HttpError.of(400, AUTH_ERROR_CODES.wrongCode, 'The code is wrong');
    const player = await findPlayerByPhone(deps.db, body['phone-code'], body['phone-number']);
    if (!player) throw wrongCredentials();
    deps.attemptLimits.succeeded('signIn', account);
    if (player.blocked) throw blocked();
    // The SMS code is the second factor already: no two-step after it.
    return signIn(deps, reply, player.id, body.save);
  });

  registerCall(app, loginTwoStep, async ({ body, request, reply }) => {
    // The code burns after 5 wrong tries; the address count stops a search across many codes.
    const { captchaRequired } = await deps.attemptLimits.count(request, reply, 'signIn');
    passCaptcha(deps, request, captchaRequired);
    const result = checkTwoStep(deps, request, body.code);
    if (result.kind === 'expired') {
      endTwoStep(reply);
      throw HttpError.of(400, AUTH_ERROR_CODES.codeExpired, 'The code has expired: sign in again');
    }
    if (result.kind === 'wrong') throw HttpError.of(400, AUTH_ERROR_CODES.wrongCode, 'The code is wrong');
    endTwoStep(reply);
    const player = await findPlayerById(deps.db, result.playerId);
    if (!player) throw wrongCredentials();
    if (player.blocked) throw blocked();
    return signIn(deps, reply, player.id, body.save);
  });

  registerCall(
    app,
    disconnect,
    async ({ request, reply }) => {
      await revokeSession(deps.db, deps.clock, signedInOf(request).session.id);
      clearSessionCookies(reply);
      reply.header('cache-control', 'no-store');
      return { success: true };
    },
    // Spec 02 §4: signing out must work even while the terms wait for confirmation.
    { preHandler: requireSignIn(deps, { terms: false }) },
  );

  registerCall(
    app,
    getRights,
    ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { rights: PLAYER_RIGHTS };
    },
    { preHandler: requireSignIn(deps, { terms: true }) },
  );

  // By the sid cookie, so it answers while the token has expired; a guest is null, never a 401.
  registerCall(app, fetchUserId, async ({ request, reply }) => {
    const session = await findLiveSession(deps.db, deps.clock, readSessionId(request));
    reply.header('cache-control', 'no-store');
    return { user_id: session?.playerId ?? null };
  });

  registerCall(app, requestPasswordReset, async ({ body, request, reply }) => {
    const { captchaRequired } = await deps.attemptLimits.count(
      request,
      reply,
      'passwordReset',
      `login:${body.login.trim().toLowerCase()}`,
    );
    // No captcha below the limit: a player who forgot a password is not asked for one at once.
    if (captchaRequired) passCaptcha(deps, request, true);
    const player = await findPlayerForReset(deps.db, body.login);
    // Issue 12: a one-use link to the user/passwordreset page (account-flows/account-mails.ts).
    if (player && !player.blocked) await sendPasswordResetLink(deps, request, player);
    reply.header('cache-control', 'no-store');
    return { sent: true as const };
  });
}
