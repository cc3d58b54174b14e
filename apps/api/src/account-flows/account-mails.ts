import type { FastifyRequest } from 'fastify';
import type { ServerDeps } from '../server-deps';
import type { Player } from '../auth/players';
import { toSeconds } from '../http/epoch-seconds';
import { signToken } from '../auth/signing';
import { issueAccountLink } from './account-links';
import { linkLanguage } from './link-language';

type MailDeps = Pick<ServerDeps, 'db' | 'clock' | 'outbox' | 'secret'>;

/**
 * Where each e-mailed link leads (routes of @bet/routing): the registration's confirmation to
 * user/activate/email, the security page's to user/accountverify (reachable even while the site
 * is blocked, spec 01 §4), a reset to user/passwordreset, a newsletter's stop to user/stopnewsletter.
 */
export type ConfirmationPage = 'activate' | 'accountverify';

/** Spec 02 §7 forgot password: the reset link goes by e-mail, or by SMS to a player with no e-mail. */
export async function sendPasswordResetLink(deps: MailDeps, request: FastifyRequest, player: Player): Promise<void> {
  const token = await issueAccountLink(deps.db, deps.clock, { playerId: player.id, purpose: 'password_reset' });
  const link = `/${linkLanguage(request)}/user/passwordreset?token=${token}`;
  const byEmail = player.email !== null;
  deps.outbox.send({
    kind: byEmail ? 'email' : 'sms',
    to: byEmail ? (player.email ?? '') : `${player.phoneCode ?? ''}${player.phoneNumber ?? ''}`,
    purpose: 'password_reset',
    text: `To choose a new password, open ${link} within an hour. The link works once.`,
    secret: link,
    sentAt: toSeconds(deps.clock.now()),
  });
}

/** A confirmation link for the player's current e-mail (none: nothing is sent). */
export async function sendEmailConfirmationLink(
  deps: MailDeps,
  request: FastifyRequest,
  player: Player,
  page: ConfirmationPage,
): Promise<boolean> {
  if (player.email === null) return false;
  const token = await issueAccountLink(deps.db, deps.clock, {
    playerId: player.id,
    purpose: 'email_confirmation',
    email: player.email,
  });
  const path = page === 'activate' ? 'user/activate/email' : 'user/accountverify';
  const link = `/${linkLanguage(request)}/${path}?token=${token}`;
  deps.outbox.send({
    kind: 'email',
    to: player.email,
    purpose: 'email_confirmation',
    text: `To confirm your e-mail, open ${link} within 24 hours.`,
    secret: link,
    sentAt: toSeconds(deps.clock.now()),
  });
  return true;
}

/** The stop link of a newsletter: signed, not stored, valid as long as the player exists. */
export function newsletterStopToken(secret: string, playerId: number): string {
  return signToken(secret, 'newsletter', { sub: playerId });
}

/** The control API's newsletter: a made-up issue with its stop link (a player with no e-mail gets none). */
export function sendNewsletter(deps: MailDeps, request: FastifyRequest, player: Player): boolean {
  if (player.email === null) return false;
  const link = `/${linkLanguage(request)}/user/stopnewsletter?token=${newsletterStopToken(deps.secret, player.id)}`;
  deps.outbox.send({
    kind: 'email',
    to: player.email,
    purpose: 'newsletter',
    text: `This week's offers. To receive no more newsletters, open ${link}.`,
    secret: link,
    sentAt: toSeconds(deps.clock.now()),
  });
  return true;
}
