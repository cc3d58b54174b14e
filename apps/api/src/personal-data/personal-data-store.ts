import { MAILING_SWITCHES, type Mailing, type PersonalData } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { personalData, players } from '../db/schema';
import type { Player } from '../auth/players';

export type PersonalRow = typeof personalData.$inferSelect;

/** No row yet: every mailing switch is on (ours: what a new player agreed to at registration). */
const MAILING_DEFAULT: Mailing = Object.fromEntries(MAILING_SWITCHES.map((key) => [key, true])) as Mailing;

export async function readPersonalRow(db: Db, playerId: number): Promise<PersonalRow | undefined> {
  const [row] = await db.select().from(personalData).where(eq(personalData.playerId, playerId));
  return row;
}

/** The form's fields from the player row (name, surname, birth date) and the personal data row. */
export function personalDataOf(player: Player, row: PersonalRow | undefined): PersonalData {
  return {
    name: player.name,
    surname: player.surname,
    middleName: row?.middleName ?? '',
    birthDate: player.birthday ?? '',
    birthPlace: row?.birthPlace ?? '',
    city: row?.city ?? '',
    registrationAddress: row?.registrationAddress ?? '',
    passportSeries: row?.passportSeries ?? '',
    passportNumber: row?.passportNumber ?? '',
    passportDate: row?.passportDate ?? '',
    passportIssuedBy: row?.passportIssuedBy ?? '',
    inn: row?.inn ?? '',
  };
}

export function mailingOf(row: PersonalRow | undefined): Mailing {
  if (!row) return MAILING_DEFAULT;
  return {
    enable_mail_news: row.enableMailNews,
    enable_mail_deposit: row.enableMailDeposit,
    enable_mail_bets: row.enableMailBets,
    enable_sms_news: row.enableSmsNews,
  };
}

/** The account's phone as one string ('' none). */
export const phoneOf = (player: Player): string => `${player.phoneCode ?? ''}${player.phoneNumber ?? ''}`;

/** Writes the checked, trimmed data: name, surname and birth date to the player, the rest to its own row. */
export async function storePersonalData(
  db: Db,
  now: Date,
  playerId: number,
  data: PersonalData,
  mailing: Mailing,
): Promise<void> {
  await db
    .update(players)
    .set({ name: data.name, surname: data.surname, birthday: data.birthDate === '' ? null : data.birthDate })
    .where(eq(players.id, playerId));
  const values = {
    middleName: data.middleName,
    birthPlace: data.birthPlace,
    city: data.city,
    registrationAddress: data.registrationAddress,
    passportSeries: data.passportSeries,
    passportNumber: data.passportNumber,
    passportDate: data.passportDate,
    passportIssuedBy: data.passportIssuedBy,
    inn: data.inn,
    enableMailNews: mailing.enable_mail_news,
    enableMailDeposit: mailing.enable_mail_deposit,
    enableMailBets: mailing.enable_mail_bets,
    enableSmsNews: mailing.enable_sms_news,
    updatedAt: now,
  };
  await db
    .insert(personalData)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: personalData.playerId, set: values });
}

export async function storePendingEmail(db: Db, playerId: number, email: string | null): Promise<void> {
  await db
    .insert(personalData)
    .values({ playerId, pendingEmail: email })
    .onConflictDoUpdate({ target: personalData.playerId, set: { pendingEmail: email } });
}

/**
 * Spec 01 §3 user config `user_data` from the saved data (document_type_id 1: the passport,
 * the one document type of the form; passport_end_date: the form does not ask for it).
 */
export async function userDataOf(db: Db, player: Player) {
  const data = personalDataOf(player, await readPersonalRow(db, player.id));
  return {
    date_birthday: data.birthDate,
    document_type_id: 1,
    inn: data.inn,
    name: data.name,
    passport: `${data.passportSeries} ${data.passportNumber}`.trim(),
    passport_date: data.passportDate,
    passport_end_date: '',
    registration_address: data.registrationAddress,
    surname: data.surname,
  };
}

/**
 * The e-mail change's link was opened: when `email` is still the player's pending address (and
 * no other account took it meanwhile), it becomes the account's e-mail. Answers the player as
 * it is now.
 */
export async function applyPendingEmail(db: Db, player: Player, email: string): Promise<Player> {
  const row = await readPersonalRow(db, player.id);
  if (row?.pendingEmail !== email) return player;
  const [taken] = await db.select({ id: players.id }).from(players).where(eq(players.email, email));
  if (taken) return player;
  const [updated] = await db.update(players).set({ email }).where(eq(players.id, player.id)).returning();
  await storePendingEmail(db, player.id, null);
  return updated ?? player;
}
