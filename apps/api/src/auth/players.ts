import type { RegistrationType } from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, players } from '../db/schema';
import { deliverWelcome } from '../support/support-store';

export type Player = typeof players.$inferSelect;
export type NewPlayer = Omit<typeof players.$inferInsert, 'id'>;

export async function findPlayerById(db: Db, id: number): Promise<Player | undefined> {
  const [player] = await db.select().from(players).where(eq(players.id, id));
  return player;
}

/** Spec 02 §7 "Login by e-mail or id": an e-mail (any case) or the player id. */
export async function findPlayerByLogin(db: Db, login: string): Promise<Player | undefined> {
  const trimmed = login.trim();
  if (/^\d{1,9}$/.test(trimmed)) return findPlayerById(db, Number(trimmed));
  const [player] = await db.select().from(players).where(eq(players.email, trimmed.toLowerCase()));
  return player;
}

export async function findPlayerByPhone(db: Db, phoneCode: string, phoneNumber: string): Promise<Player | undefined> {
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.phoneCode, phoneCode), eq(players.phoneNumber, phoneNumber)));
  return player;
}

export async function findPlayerBySocial(db: Db, network: string, externalId: string): Promise<Player | undefined> {
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.socialNetwork, network), eq(players.socialExternalId, externalId)));
  return player;
}

/**
 * Forgot password: the login a player types, an e-mail, a player id or a phone with its country
 * code (digits, with or without the plus).
 */
export async function findPlayerForReset(db: Db, login: string): Promise<Player | undefined> {
  const byLogin = await findPlayerByLogin(db, login);
  if (byLogin) return byLogin;
  const digits = login.replace(/[\s()+-]/g, '');
  if (!/^\d{6,19}$/.test(digits)) return undefined;
  // The country code is 1 to 4 digits (spec 02 §5): try each split.
  for (let length = 1; length <= 4; length += 1) {
    const player = await findPlayerByPhone(db, `+${digits.slice(0, length)}`, digits.slice(length));
    if (player) return player;
  }
  return undefined;
}

/**
 * A new player with a main account (type 0, spec 01 §3) in their currency, in one transaction.
 * Answers undefined when the e-mail, phone or social account is already taken (a unique index
 * said so), so two registrations racing for one e-mail cannot both win.
 */
export async function createPlayer(
  db: Db,
  player: NewPlayer & { registrationType: RegistrationType },
): Promise<Player | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(players).values(player).returning();
      if (!created) throw new Error('The player was not stored');
      await tx.insert(accounts).values({
        playerId: created.id,
        currencyId: created.currencyId,
        type: 0,
        money: 0,
        isActive: true,
      });
      // Issue 12: a new player finds a welcome message in the inbox.
      await deliverWelcome(tx, created.id, created.createdAt);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
