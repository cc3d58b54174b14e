import type { LimitType } from '@bet/contract';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { limits } from '../db/schema';

export type LimitRow = typeof limits.$inferSelect;
/** A database or an open transaction. */
export type LimitDb = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * A time-bound limit (30, 33, 37) whose end has passed stops applying: it becomes INACTIVE when
 * next read (every read of the player's limits calls this first).
 */
export async function closeEndedLimits(db: LimitDb, playerId: number, now: Date): Promise<void> {
  await db
    .update(limits)
    .set({ state: 'INACTIVE', closedAt: limits.endsAt })
    .where(and(eq(limits.playerId, playerId), eq(limits.state, 'ACTIVE'), lte(limits.endsAt, now)));
}

/** The player's ACTIVE and PENDING rows (INACTIVE ones are history, not listed). */
export async function openRows(db: Pick<Db, 'select'>, playerId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(limits)
    .where(and(eq(limits.playerId, playerId), or(eq(limits.state, 'ACTIVE'), eq(limits.state, 'PENDING'))));
}

/**
 * The limits in force at `now`: ACTIVE and not past their end. Read-only, so the enforcement
 * points can call it inside their money transaction without writing.
 */
export async function activeRows(db: Pick<Db, 'select'>, playerId: number, now: Date): Promise<LimitRow[]> {
  return db
    .select()
    .from(limits)
    .where(
      and(eq(limits.playerId, playerId), eq(limits.state, 'ACTIVE'), or(isNull(limits.endsAt), gt(limits.endsAt, now))),
    );
}

export function rowOf(rows: readonly LimitRow[], type: LimitType, state: 'ACTIVE' | 'PENDING'): LimitRow | undefined {
  return rows.find((row) => row.limitType === type && row.state === state);
}

/** Closes a row (applied over, replaced, rejected, cancelled). */
export async function closeRow(db: LimitDb, id: number, now: Date): Promise<void> {
  await db.update(limits).set({ state: 'INACTIVE', closedAt: now }).where(eq(limits.id, id));
}
