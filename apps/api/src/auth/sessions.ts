import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import type { Clock } from '@bet/platform';

/** "Keep me signed in": the session and its cookie live 30 days. */
export const SAVED_SESSION_TTL_S = 30 * 24 * 60 * 60;
/**
 * Without it the cookie ends with the browser; the server still ends the session after a day
 * (spec 02 §9: the default cookie lifetime is 86400 s), so a browser left open does not stay
 * signed in forever.
 */
export const BROWSER_SESSION_TTL_S = 24 * 60 * 60;

export type Session = typeof sessions.$inferSelect;

export async function createSession(db: Db, clock: Clock, playerId: number, save: boolean): Promise<Session> {
  const now = clock.now();
  const ttl = save ? SAVED_SESSION_TTL_S : BROWSER_SESSION_TTL_S;
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomBytes(24).toString('base64url'),
      playerId,
      save,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttl * 1000),
    })
    .returning();
  if (!session) throw new Error('The session was not stored');
  return session;
}

/** The session when it exists, is not revoked and has not expired. */
export async function findLiveSession(db: Db, clock: Clock, id: string | undefined): Promise<Session | undefined> {
  if (!id) return undefined;
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(clock.now()))));
  return session;
}

export async function revokeSession(db: Db, clock: Clock, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(clock.now()) })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every live session (control API endSessions); answers how many. */
export async function endAllSessions(db: Db, clock: Clock): Promise<number> {
  const now = new Date(clock.now());
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every live session of one player (a session limit elapsed, a self-block); answers how many. */
export async function endPlayerSessions(db: Db, clock: Clock, playerId: number): Promise<number> {
  const now = new Date(clock.now());
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length;
}
