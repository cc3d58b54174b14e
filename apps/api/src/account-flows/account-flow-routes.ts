import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  changePassword,
  checkAccountLink,
  confirmEmail,
  getAccountSecurity,
  requestEmailConfirmation,
  resetPassword,
  stopNewsletter,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { players, sessions } from '../db/schema';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { maskEmail, maskPhone } from '../auth/masking';
import { hashPassword } from '../auth/password';
import { findPlayerById } from '../auth/players';
import { endPlayerSessions } from '../auth/sessions';
import { verifyToken } from '../auth/signing';
import { registerCall } from '../http/register-call';
import { accountLinkState, consumeAccountLink, retireResetLinks } from './account-links';
import { sendEmailConfirmationLink } from './account-mails';
import { linkLanguage } from './link-language';
import { applyPendingEmail } from '../personal-data/personal-data-store';
import { isEmailConfirmed, readMailState, storeEmailConfirmed, storeNewsletterStopped } from './mail-states';
import { verifyCurrentPassword } from '../security-methods/current-password';
import { readProtection, storePasswordChanged } from '../security-methods/protection-facts';

/** The office answers' own texts (spec 02 §8: a status-2 answer's message is shown as it comes), in ru or en. */
const TEXTS = {
  wrongCurrent: { en: 'The current password is wrong', ru: 'Текущий пароль указан неверно' },
  sameAsCurrent: {
    en: 'The new password must differ from the current one',
    ru: 'Новый пароль должен отличаться от текущего',
  },
  noEmail: { en: 'The account has no e-mail to confirm', ru: 'В учётной записи нет e-mail для подтверждения' },
  alreadyConfirmed: { en: 'The e-mail is confirmed already', ru: 'E-mail уже подтверждён' },
} as const;

function text(key: keyof typeof TEXTS, lang: string): string {
  return lang === 'ru' ? TEXTS[key].ru : TEXTS[key].en;
}

export function registerAccountFlowRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const auth = { preHandler: requireSignIn(deps, { terms: true }) };

  registerCall(app, checkAccountLink, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return { state: await accountLinkState(deps.db, deps.clock, query.token, query.purpose) };
  });

  // The new password is hashed first (scrypt is slow), so the link is used in one quick statement.
  registerCall(app, resetPassword, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const passwordHash = await hashPassword(body.password);
    const used = await consumeAccountLink(deps.db, deps.clock, body.token, 'password_reset');
    if (used.state !== 'valid') return { outcome: used.state };
    const { playerId } = used.link;
    await deps.db.update(players).set({ passwordHash }).where(eq(players.id, playerId));
    await retireResetLinks(deps.db, deps.clock, playerId);
    // Whoever knew the old password is signed out everywhere; the player signs in with the new one.
    await endPlayerSessions(deps.db, deps.clock, playerId);
    return { outcome: 'changed' as const };
  });

  registerCall(app, confirmEmail, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const used = await consumeAccountLink(deps.db, deps.clock, body.token, 'email_confirmation');
    if (used.state !== 'valid') return { outcome: used.state };
    let player = await findPlayerById(deps.db, used.link.playerId);
    // Issue 12 personal data: the link of an e-mail change makes its address the account's e-mail.
    if (player && used.link.email !== null && used.link.email !== player.email) {
      player = await applyPendingEmail(deps.db, player, used.link.email);
    }
    // The player changed the e-mail since: this link confirms an address no longer theirs.
    if (!player || player.email === null || player.email !== used.link.email) return { outcome: 'expired' as const };
    await storeEmailConfirmed(deps.db, deps.clock, player.id, player.email);
    return { outcome: 'confirmed' as const };
  });

  registerCall(app, stopNewsletter, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    const claims = verifyToken(deps.secret, 'newsletter', body.token);
    const playerId = typeof claims?.['sub'] === 'number' ? claims['sub'] : undefined;
    const player = playerId === undefined ? undefined : await findPlayerById(deps.db, playerId);
    if (!player) return { outcome: 'unknown' as const };
    const stopped = await storeNewsletterStopped(deps.db, deps.clock, player.id);
    return { outcome: stopped ? ('stopped' as const) : ('alreadyStopped' as const) };
  });

  registerCall(
    app,
    changePassword,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player, session } = signedInOf(request);
      const lang = linkLanguage(request);
      // Wrong guesses are limited (5 per 15 minutes, then 429; security-methods/current-password.ts).
      if (!(await verifyCurrentPassword(deps, request, reply, player, body.currentPassword))) {
        return { status: 2 as const, messages: [text('wrongCurrent', lang)] };
      }
      if (body.currentPassword === body.newPassword) {
        return { status: 2 as const, messages: [text('sameAsCurrent', lang)] };
      }
      await deps.db
        .update(players)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(players.id, player.id));
      await retireResetLinks(deps.db, deps.clock, player.id);
      await storePasswordChanged(deps.db, deps.clock, player.id);
      // This browser stays signed in; every other session of the player ends (ours: the spec says nothing).
      const now = new Date(deps.clock.now());
      await deps.db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.playerId, player.id),
            ne(sessions.id, session.id),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      // No message: the client shows its own 'main_save_success' (spec 02 §8).
      return { status: 1 as const, messages: [] };
    },
    auth,
  );

  registerCall(
    app,
    getAccountSecurity,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const [state, protection] = await Promise.all([
        readMailState(deps.db, player.id),
        readProtection(deps.db, player),
      ]);
      return {
        emailConfirmed: protection.emailConfirmed,
        phoneBound: protection.phoneBound,
        twoStepEnabled: protection.twoStepEnabled,
        protectionLevel: protection.protectionLevel,
        email: player.email === null ? null : maskEmail(player.email),
        newsletter: !state?.newsletterStoppedAt,
        phone:
          player.phoneCode !== null && player.phoneNumber !== null
            ? maskPhone(player.phoneCode, player.phoneNumber)
            : null,
        securityQuestion: protection.securityQuestion,
        emailAuthEnabled: protection.emailAuthEnabled,
        passwordChanged: protection.passwordChanged,
      };
    },
    auth,
  );

  registerCall(
    app,
    requestEmailConfirmation,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const lang = linkLanguage(request);
      if (player.email === null) return { status: 2 as const, messages: [text('noEmail', lang)] };
      if (isEmailConfirmed(player, await readMailState(deps.db, player.id))) {
        return { status: 2 as const, messages: [text('alreadyConfirmed', lang)] };
      }
      await sendEmailConfirmationLink(deps, request, player, 'accountverify');
      return { status: 1 as const, messages: [] };
    },
    auth,
  );
}
