import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessionLimitClocks, sessions } from '../db/schema';

/**
 * Spec 01 §4 "Session limit": a session limit (31, hours) counts from the session's sign-in, or
 * from where the control API moved that start (session_limit_clocks).
 */
export async function sessionCountedFrom(db: Pick<Db, 'select'>, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, countedFrom: sessionLimitClocks.countedFrom })
    .from(sessions)
    .leftJoin(sessionLimitClocks, eq(sessionLimitClocks.sessionId, sessions.id))
    .where(eq(sessions.id, sessionId));
  return row ? (row.countedFrom ?? row.createdAt) : undefined;
}

/** Seconds left of a session limit of `hours` for a session counted from `from`; 0 once elapsed. */
export function sessionSecondsLeft(hours: number, from: Date, now: Date): number {
  return Math.max(0, Math.floor((from.getTime() + hours * 3_600_000 - now.getTime()) / 1000));
}

/**
 * Moves where the player's live sessions count from: `to` gives the new start from the current
 * one. Answers how many sessions moved.
 */
export async function moveSessionClocks(
  db: Db,
  playerId: number,
  now: Date,
  to: (from: Date) => Date,
): Promise<number> {
  const live = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, countedFrom: sessionLimitClocks.countedFrom })
    .from(sessions)
    .leftJoin(sessionLimitClocks, eq(sessionLimitClocks.sessionId, sessions.id))
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  for (const session of live) {
    const countedFrom = to(session.countedFrom ?? session.createdAt);
    await db
      .insert(sessionLimitClocks)
      .values({ sessionId: session.id, countedFrom })
      .onConflictDoUpdate({ target: sessionLimitClocks.sessionId, set: { countedFrom: sql`excluded.counted_from` } });
  }
  return live.length;
}
