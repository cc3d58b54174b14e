import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { configGroups } from '../db/schema';

/**
 * The groups asked for, by name, in one language: the row for that language wins over the
 * language-neutral row. Unknown names are absent.
 */
export async function readConfigGroups(
  db: Db,
  names: readonly string[],
  lang: string,
): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db
    .select()
    .from(configGroups)
    .where(
      and(inArray(configGroups.name, [...new Set(names)]), or(isNull(configGroups.lang), eq(configGroups.lang, lang))),
    );
  const groups = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    if (row.lang !== null || !groups.has(row.name)) groups.set(row.name, row.data);
  }
  return Object.fromEntries(groups);
}
