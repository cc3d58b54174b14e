import type { Clock } from '@bet/platform';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { players } from '../db/schema';
import { endPlayerSessions } from '../auth/sessions';

/**
 * Spec 02 §7 "BlockUser: self-block": the account is closed for good. The player is marked
 * blocked (the sign-in refuses a blocked player with 403 ACCOUNT_BLOCKED, auth-routes.ts) and
 * every session ends at once, so every token of the player gets 401 from now on.
 */
export async function blockPlayerForGood(db: Db, clock: Clock, playerId: number): Promise<void> {
  await db.update(players).set({ blocked: true }).where(eq(players.id, playerId));
  await endPlayerSessions(db, clock, playerId);
}
