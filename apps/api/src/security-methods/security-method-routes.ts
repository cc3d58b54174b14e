import {
  confirmPhoneBinding,
  getPhoneCountries,
  getPhoneMasks,
  sendPhoneBindingCode,
  setEmailAuth,
  setSecurityQuestion,
  setTwoStepSignIn,
} from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { players } from '../db/schema';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { toSeconds } from '../http/epoch-seconds';
import { hashPassword, verifyPassword } from '../auth/password';
import { findPlayerByPhone } from '../auth/players';
import { linkLanguage } from '../account-flows/link-language';
import { registerCall } from '../http/register-call';
import { checkPhone, PHONE_COUNTRIES, PHONE_MASKS } from './phone-countries';
import { readProtection, storeSecurityMethods } from './protection-facts';
import { verifyCurrentPassword } from './current-password';

/** The office answers' own texts (spec 02 §8: a status-2 answer's message is shown as it comes), in ru or en. */
const TEXTS = {
  unknownCountry: { en: 'Choose the country of the phone', ru: 'Выберите страну телефона' },
  badLength: {
    en: 'The phone number has the wrong number of digits for this country',
    ru: 'Неверное количество цифр номера для этой страны',
  },
  phoneTaken: { en: 'This phone is bound to another account', ru: 'Этот телефон привязан к другой учётной записи' },
  codeWait: { en: 'A code was sent less than a minute ago: wait {s} s', ru: 'Код уже отправлен: подождите {s} с' },
  codeWrong: { en: 'The code is wrong', ru: 'Неверный код' },
  codeExpired: { en: 'The code has expired: ask for a new one', ru: 'Срок кода истёк: запросите новый' },
  noCodeChannel: {
    en: 'Confirm your e-mail or bind a phone first: the sign-in code is sent there',
    ru: 'Сначала подтвердите e-mail или привяжите телефон: туда придёт код входа',
  },
  wrongCurrent: { en: 'The current password is wrong', ru: 'Текущий пароль указан неверно' },
  emailNotConfirmed: {
    en: 'E-mail authentication needs a confirmed e-mail',
    ru: 'Для входа с подтверждением по e-mail нужен подтверждённый e-mail',
  },
} as const;

function text(key: keyof typeof TEXTS, lang: string, seconds = 0): string {
  return (lang === 'ru' ? TEXTS[key].ru : TEXTS[key].en).replace('{s}', String(seconds));
}

const refused = (message: string) => ({ status: 2 as const, messages: [message] });
const done = { status: 1 as const, messages: [] as string[] };

/** The code of a binding is tied to the player and the phone: another phone's code binds nothing. */
const bindingKey = (playerId: number, phone: string) => `phone-bind:${playerId}:${phone}`;

/**
 * Issue 12, the security page's protection methods (contract security-method-calls.ts): phone
 * countries and masks, phone binding by SMS code, two-step sign-in on and off, the security
 * question, e-mail authentication. Every change moves protection_methods and protection_level
 * (readProtection), which the security page and the user config read.
 */
export function registerSecurityMethodRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const auth = { preHandler: requireSignIn(deps, { terms: true }) };

  registerCall(app, getPhoneCountries, async () => ({ countries: [...PHONE_COUNTRIES] }));
  registerCall(app, getPhoneMasks, async () => ({ masks: [...PHONE_MASKS] }));

  registerCall(
    app,
    sendPhoneBindingCode,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const lang = linkLanguage(request);
      const phone = checkPhone(body.countryId, body.phoneNumber);
      if (phone.kind !== 'ok') return refused(text(phone.kind, lang));
      const to = `${phone.phoneCode}${phone.phoneNumber}`;
      // Counted as every SMS the sandbox sends (README "Rate limits"), by the phone.
      await deps.attemptLimits.count(request, reply, 'sms', `phone:${to}`);
      const owner = await findPlayerByPhone(deps.db, phone.phoneCode, phone.phoneNumber);
      if (owner && owner.id !== player.id) return refused(text('phoneTaken', lang));
      const key = bindingKey(player.id, to);
      const wait = deps.codes.waitSeconds(key);
      if (wait > 0) return refused(text('codeWait', lang, wait));
      const code = deps.codes.issue(key);
      deps.outbox.send({
        kind: 'sms',
        to,
        purpose: 'phone_binding',
        text: `Your code to bind this phone: ${code}. It is valid for 5 minutes.`,
        secret: code,
        sentAt: toSeconds(deps.clock.now()),
      });
      return done;
    },
    auth,
  );

  registerCall(
    app,
    confirmPhoneBinding,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const lang = linkLanguage(request);
      const phone = checkPhone(body.countryId, body.phoneNumber);
      if (phone.kind !== 'ok') return refused(text(phone.kind, lang));
      const result = deps.codes.check(bindingKey(player.id, `${phone.phoneCode}${phone.phoneNumber}`), body.code);
      if (result !== 'ok') return refused(text(result === 'wrong' ? 'codeWrong' : 'codeExpired', lang));
      const owner = await findPlayerByPhone(deps.db, phone.phoneCode, phone.phoneNumber);
      if (owner && owner.id !== player.id) return refused(text('phoneTaken', lang));
      // Spec 01 §4 "Phone update: activation type 0 becomes 3, 1 becomes 2, phone binding enabled".
      const activationType = player.activationType === 0 ? 3 : player.activationType === 1 ? 2 : player.activationType;
      await deps.db
        .update(players)
        .set({ phoneCode: phone.phoneCode, phoneNumber: phone.phoneNumber, activationType })
        .where(eq(players.id, player.id));
      return done;
    },
    auth,
  );

  registerCall(
    app,
    setTwoStepSignIn,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const lang = linkLanguage(request);
      if (body.enabled) {
        // The code goes to the e-mail, else the phone (two-step.ts): one of them must be there.
        const protection = await readProtection(deps.db, player);
        if (!protection.emailConfirmed && !protection.phoneBound) return refused(text('noCodeChannel', lang));
      } else if (!(await verifyCurrentPassword(deps, request, reply, player, body.currentPassword ?? ''))) {
        return refused(text('wrongCurrent', lang));
      }
      await deps.db.update(players).set({ twoStepEnabled: body.enabled }).where(eq(players.id, player.id));
      return done;
    },
    auth,
  );

  registerCall(
    app,
    setSecurityQuestion,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      // Answers are compared case- and space-insensitively, so the hash is of the normalised answer.
      const securityAnswerHash = await hashPassword(normaliseAnswer(body.answer));
      await storeSecurityMethods(deps.db, player.id, { securityQuestion: body.question, securityAnswerHash });
      return done;
    },
    auth,
  );

  registerCall(
    app,
    setEmailAuth,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      if (body.enabled && !(await readProtection(deps.db, player)).emailConfirmed) {
        return refused(text('emailNotConfirmed', linkLanguage(request)));
      }
      await storeSecurityMethods(deps.db, player.id, { emailAuthEnabled: body.enabled });
      return done;
    },
    auth,
  );
}

/** "  My Cat " and "my cat" are the same answer. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** For tests: whether an answer matches the stored hash. */
export async function answerMatches(answer: string, hash: string): Promise<boolean> {
  return verifyPassword(normaliseAnswer(answer), hash);
}
