import {
  changePersonalEmail,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  getPersonalData,
  OFFICE_ANSWER_STATUS,
  PERSONAL_FIELDS,
  personalDataProblems,
  savePersonalData,
  type PersonalData,
  type PersonalField,
} from '@bet/contract';
import { lockedFields } from '@bet/profile';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { sendEmailConfirmationLink } from '../account-flows/account-mails';
import { linkLanguage } from '../account-flows/link-language';
import { players } from '../db/schema';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { emailText, fieldMessage } from './personal-data-texts';
import {
  mailingOf,
  personalDataOf,
  phoneOf,
  readPersonalRow,
  storePendingEmail,
  storePersonalData,
} from './personal-data-store';

/** The sandbox's day as yyyy-mm-dd (UTC: ours; the age check is a day's precision). */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function trimmed(data: PersonalData): PersonalData {
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, data[field].trim()])) as PersonalData;
}

export function registerPersonalDataRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const auth = { preHandler: requireSignIn(deps, { terms: true }) };

  registerCall(
    app,
    getPersonalData,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const row = await readPersonalRow(deps.db, player.id);
      const data = personalDataOf(player, row);
      const contact = { email: player.email ?? '', phone: phoneOf(player) };
      return {
        data,
        mailing: mailingOf(row),
        ...contact,
        pendingEmail: row?.pendingEmail ?? null,
        locked: lockedFields(data, contact),
      };
    },
    auth,
  );

  // Spec 02 §8 Office: a refused field is a status-2 answer whose message names it; nothing is stored then.
  registerCall(
    app,
    savePersonalData,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const lang = linkLanguage(request);
      const row = await readPersonalRow(deps.db, player.id);
      const saved = personalDataOf(player, row);
      const data = trimmed(body.data);
      const problems = personalDataProblems(data, dayOf(deps.clock.now()));
      const contact = { email: player.email ?? '', phone: phoneOf(player) };
      for (const field of lockedFields(saved, contact)) {
        if (data[field] !== saved[field]) problems[field] = 'locked';
      }
      const refused = Object.entries(problems) as [PersonalField, NonNullable<(typeof problems)[PersonalField]>][];
      if (refused.length > 0) {
        const fields = Object.fromEntries(
          refused.map(([field, problem]) => [field, fieldMessage(field, problem, lang)]),
        );
        return { status: OFFICE_ANSWER_STATUS.refused, messages: Object.values(fields), fields };
      }
      await storePersonalData(deps.db, new Date(deps.clock.now()), player.id, data, body.mailing);
      // No message: the page shows its own 'main_save_success' (spec 02 §8).
      return { status: OFFICE_ANSWER_STATUS.done, messages: [] };
    },
    auth,
  );

  // The new address gets the link (to user/accountverify); confirmEmail switches the account's e-mail.
  registerCall(
    app,
    changePersonalEmail,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { player } = signedInOf(request);
      const lang = linkLanguage(request);
      const email = body.email.trim().toLowerCase();
      const refused = (key: 'invalid' | 'same' | 'taken') => ({
        status: OFFICE_ANSWER_STATUS.refused,
        messages: [emailText(key, lang)],
      });
      if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return refused('invalid');
      if (email === player.email) return refused('same');
      const [other] = await deps.db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.email, email), ne(players.id, player.id)));
      if (other) return refused('taken');
      await storePendingEmail(deps.db, player.id, email);
      await sendEmailConfirmationLink(deps, request, { ...player, email }, 'accountverify');
      return { status: OFFICE_ANSWER_STATUS.done, messages: [emailText('sent', lang)] };
    },
    auth,
  );
}
