import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Resolves once another session of the test's PostgreSQL database waits for a row lock, so a
 * test can commit a change while a request is known to be waiting for it. PGlite has one
 * connection, so a request waits for an open transaction anyway: nothing to look for there.
 * Polls the server (a condition, not a pause) and gives up after `withinMs`: a request that
 * never waits (no lock) then runs on and the test's expectations fail.
 */
export async function someoneWaitsForALock(database: Database, withinMs = 5_000): Promise<boolean> {
  if (database.kind === 'pglite') return true;
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
