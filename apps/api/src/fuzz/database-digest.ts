import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * A digest of every table of the public schema: per table its row count and a sum of row hashes,
 * so any insert, update or delete shows. Used to prove a refused request changed nothing.
 */
export async function databaseDigest(db: Pick<Db, 'execute'>): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  if (tables.rows.length === 0) return {};
  const parts = tables.rows.map(
    ({ table_name: name }) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as digest from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs, for a readable failure. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * The next transaction id PostgreSQL will hand out. A transaction gets an id only when it writes,
 * so while this mark stays the same nothing was written (a write rolled back still moves it).
 */
async function writeMark(db: Pick<Db, 'execute'>): Promise<string> {
  const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`)) as unknown as {
    rows: { mark: string }[];
  };
  return result.rows[0]?.mark ?? '';
}

/**
 * The digest of the database, computed again only when something may have been written since
 * the last one (the write mark moved): a full digest costs tens of milliseconds, the mark one
 * query, and most refused requests write nothing.
 */
export function createDigestCache(db: Pick<Db, 'execute'>): { current(): Promise<Record<string, string>> } {
  let mark: string | undefined;
  let digest: Record<string, string> = {};
  return {
    async current() {
      const now = await writeMark(db);
      if (now !== mark) {
        digest = await databaseDigest(db);
        // The digest reads only; the mark after it is the one it stands for.
        mark = await writeMark(db);
      }
      return digest;
    },
  };
}
