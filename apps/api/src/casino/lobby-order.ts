import { and, count, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { casinoGames } from '../db/schema';
import { invalidateCatalogue } from './catalogue';

/**
 * Moves a game to a place of the lobby (1 = first; past the end: last). Places stay 1..N without
 * gaps: the games between the old and the new place move by one, in one transaction. The kept
 * catalogue is dropped, so the next lobby, page and search read the new order.
 */
export async function moveGame(
  db: Db,
  gameId: number,
  wanted: number,
): Promise<{ position: number; total: number } | undefined> {
  const result = await db.transaction(async (tx) => {
    // One mover at a time: the order is a whole, two moves at once would leave two games on a place.
    await tx.execute(sql`lock table ${casinoGames} in share row exclusive mode`);
    const [game] = await tx
      .select({ position: casinoGames.position })
      .from(casinoGames)
      .where(eq(casinoGames.id, gameId));
    if (!game) return undefined;
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(casinoGames);
    const target = Math.min(wanted, total);
    const from = game.position;
    if (target < from) {
      await tx
        .update(casinoGames)
        .set({ position: sql`${casinoGames.position} + 1` })
        .where(and(gte(casinoGames.position, target), lt(casinoGames.position, from)));
    } else if (target > from) {
      await tx
        .update(casinoGames)
        .set({ position: sql`${casinoGames.position} - 1` })
        .where(and(gt(casinoGames.position, from), lte(casinoGames.position, target)));
    }
    await tx.update(casinoGames).set({ position: target }).where(eq(casinoGames.id, gameId));
    return { position: target, total };
  });
  invalidateCatalogue(db);
  return result;
}
