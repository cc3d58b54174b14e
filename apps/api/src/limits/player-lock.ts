import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { players } from '../db/schema';

/**
 * Holds the player's row until the transaction ends: limit changes and the money checks of one
 * player run one at a time, so two deposits or stakes racing cannot both fit in the same room
 * and a check never reads a limit half changed.
 */
export async function lockPlayer(db: Pick<Db, 'select'>, playerId: number): Promise<void> {
  await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}
