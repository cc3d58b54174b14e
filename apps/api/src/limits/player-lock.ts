import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { players } from '../db/schema';

/**
 * Holds the player's row until the transaction ends: limit changes and the money checks of one
 * player run one at a time, so two deposits or stakes racing cannot both fit in the same room
 * and a check never reads a limit half changed. The placement, the deposit start, the
 * first-deposit bonus and a casino wallet's debit take it before they read what they check.
 *
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: inserting a row that refers to the player (a coupon, a
 * payment) takes a key-share lock on the player's row, which `FOR UPDATE` waits for. Two
 * placements that had each inserted their coupon would then wait for each other (a deadlock on
 * PostgreSQL); `FOR NO KEY UPDATE` still makes them take turns with each other.
 */
export async function lockPlayer(db: Pick<Db, 'select'>, playerId: number): Promise<void> {
  await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update');
}
