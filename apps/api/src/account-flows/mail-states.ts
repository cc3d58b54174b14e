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

/**
 * Spec 02 §9 protection level, ours: the password 30, a confirmed e-mail 30, a bound phone 20,
 * two-step sign-in 20 (so a password alone is "bad", everything is "full" at 100).
 */
export function protectionLevel(facts: { emailConfirmed: boolean; phoneBound: boolean; twoStepEnabled: boolean }) {
  return 30 + (facts.emailConfirmed ? 30 : 0) + (facts.phoneBound ? 20 : 0) + (facts.twoStepEnabled ? 20 : 0);
}
