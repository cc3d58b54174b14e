import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { players, terms } from '../db/schema';
import type { Clock } from '@bet/platform';

/** When the terms last changed, in milliseconds (spec 02 §7 terms status answers it in seconds). */
export async function readTermsUpdatedAt(db: Db): Promise<number> {
  const [row] = await db.select().from(terms).where(eq(terms.id, 1));
  return row?.updatedAt.getTime() ?? 0;
}

/** Control API publishTerms: new terms now, so every player must confirm them again. */
export async function publishTermsNow(db: Db, clock: Clock): Promise<number> {
  const updatedAt = new Date(clock.now());
  await db.insert(terms).values({ id: 1, updatedAt }).onConflictDoUpdate({ target: terms.id, set: { updatedAt } });
  return updatedAt.getTime();
}

/** Spec 02 §7: result is true when the terms changed since the player last confirmed them. */
export function mustConfirmTerms(confirmedAt: Date | null, termsUpdatedAtMs: number): boolean {
  return confirmedAt === null || confirmedAt.getTime() < termsUpdatedAtMs;
}

export async function storeTermsConfirmation(db: Db, clock: Clock, playerId: number): Promise<void> {
  await db
    .update(players)
    .set({ termsConfirmedAt: new Date(clock.now()) })
    .where(eq(players.id, playerId));
}
