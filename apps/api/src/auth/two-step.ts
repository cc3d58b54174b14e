import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import type { ServerDeps } from '../server-deps';
import { toSeconds } from '../http/epoch-seconds';
import { maskEmail, maskPhone } from './masking';
import { CODE_TTL_MS } from './one-time-codes';
import type { Player } from './players';
import { signToken, verifyToken } from './signing';

/**
 * Two-step sign-in (spec 02 §7 "Two-step: code, save"): the password was right, a code went to
 * the player's e-mail (or phone), and a short-lived signed cookie remembers who is half signed
 * in, so the second call needs nothing but the code.
 */
export const TWO_STEP_COOKIE = 'two_step';

const codeKey = (nonce: string) => `two-step:${nonce}`;

export function startTwoStep(
  deps: Pick<ServerDeps, 'secret' | 'clock' | 'codes' | 'outbox'>,
  reply: FastifyReply,
  player: Player,
): { sentTo: string } {
  const nonce = randomBytes(12).toString('base64url');
  const code = deps.codes.issue(codeKey(nonce));
  const nowMs = deps.clock.now();
  const toEmail = player.email !== null;
  const to = toEmail ? (player.email ?? '') : `${player.phoneCode ?? ''}${player.phoneNumber ?? ''}`;
  deps.outbox.send({
    kind: toEmail ? 'email' : 'sms',
    to,
    purpose: 'two_step_code',
    text: `Your sign-in code: ${code}. It is valid for 5 minutes.`,
    secret: code,
    sentAt: toSeconds(nowMs),
  });
  const ttlSeconds = CODE_TTL_MS / 1000;
  const token = signToken(deps.secret, 'two_step', { sub: player.id, nonce, exp: toSeconds(nowMs) + ttlSeconds });
  setCookie(reply, TWO_STEP_COOKIE, token, { httpOnly: true, maxAgeSeconds: ttlSeconds });
  return {
    sentTo: toEmail ? maskEmail(to) : maskPhone(player.phoneCode ?? '', player.phoneNumber ?? ''),
  };
}

export type TwoStepCheck = { kind: 'ok'; playerId: number } | { kind: 'wrong' } | { kind: 'expired' };

export function checkTwoStep(
  deps: Pick<ServerDeps, 'secret' | 'clock' | 'codes'>,
  request: FastifyRequest,
  code: string,
): TwoStepCheck {
  const payload = verifyToken(deps.secret, 'two_step', readCookie(request, TWO_STEP_COOKIE));
  if (
    !payload ||
    typeof payload.sub !== 'number' ||
    typeof payload.nonce !== 'string' ||
    typeof payload.exp !== 'number' ||
    payload.exp * 1000 <= deps.clock.now()
  ) {
    return { kind: 'expired' };
  }
  const result = deps.codes.check(codeKey(payload.nonce), code);
  if (result !== 'ok') return { kind: result };
  return { kind: 'ok', playerId: payload.sub };
}

export function endTwoStep(reply: FastifyReply): void {
  clearCookie(reply, TWO_STEP_COOKIE, { httpOnly: true });
}
