import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** A database or a transaction: drizzle's transaction is a database too. */
type Writer = Pick<Db, 'select' | 'insert'>;

export async function isEmpty(db: Pick<Db, 'select'>, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

/**
 * The seeding rule: a table gets its rows only while it is empty, so what an operator edits
 * survives restarts and a table added by a later migration still gets its seed.
 */
export async function fillEmpty<T extends PgTable>(db: Writer, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0 || !(await isEmpty(db, table))) return;
  // A second server seeding the same PostgreSQL at the same moment must not fail the start.
  await db.insert(table).values(rows).onConflictDoNothing();
}
