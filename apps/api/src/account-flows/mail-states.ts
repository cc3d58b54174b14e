import { eq } from 'drizzle-orm';
import type { Clock } from '@bet/platform';
import type { Db } from '../db/database';
import { accountMailStates } from '../db/schema';
import type { Player } from '../auth/players';

export type MailState = typeof accountMailStates.$inferSelect;

export async function readMailState(db: Db, playerId: number): Promise<MailState | undefined> {
  const [row] = await db.select().from(accountMailStates).where(eq(accountMailStates.playerId, playerId));
  return row;
}

/** Confirmed only while the address confirmed is still the player's e-mail. */
export function isEmailConfirmed(player: Pick<Player, 'email'>, state: MailState | undefined): boolean {
  return player.email !== null && state?.confirmedEmail === player.email;
}

export async function storeEmailConfirmed(db: Db, clock: Clock, playerId: number, email: string): Promise<void> {
  const now = new Date(clock.now());
  await db
    .insert(accountMailStates)
    .values({ playerId, confirmedEmail: email, emailConfirmedAt: now })
    .onConflictDoUpdate({ target: accountMailStates.playerId, set: { confirmedEmail: email, emailConfirmedAt: now } });
}

/** Stops the newsletter; answers false when it was stopped already (the link is idempotent). */
export async function storeNewsletterStopped(db: Db, clock: Clock, playerId: number): Promise<boolean> {
  const before = await readMailState(db, playerId);
  if (before?.newsletterStoppedAt) return false;
  const now = new Date(clock.now());
  await db
    .insert(accountMailStates)
    .values({ playerId, newsletterStoppedAt: now })
    .onConflictDoUpdate({ target: accountMailStates.playerId, set: { newsletterStoppedAt: now } });
  return true;
}
