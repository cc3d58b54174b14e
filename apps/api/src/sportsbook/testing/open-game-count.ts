import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { games } from '../../db/schema';
import { OPEN_STATUSES } from '../feed-lists';

/** Games not finished (line, in play, at a break): the simulator replaces each one that ends. */
export async function openGameCount(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(games)
    .where(inArray(games.status, OPEN_STATUSES));
  return row?.count ?? 0;
}
