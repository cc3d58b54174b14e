import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountLinkPurpose, AccountLinkState } from '@bet/contract';
import type { Clock } from '@bet/platform';
import type { Db } from '../db/database';
import { accountLinks } from '../db/schema';

/** A password-reset link works for an hour (a short window: it opens the account). */
export const RESET_LINK_TTL_S = 60 * 60;
/** An e-mail confirmation link works for 24 hours (the player may read the mail the next day). */
export const CONFIRMATION_LINK_TTL_S = 24 * 60 * 60;

export const LINK_TTL_S: Record<AccountLinkPurpose, number> = {
  password_reset: RESET_LINK_TTL_S,
  email_confirmation: CONFIRMATION_LINK_TTL_S,
};

export type AccountLink = typeof accountLinks.$inferSelect;

/** Only the hash is stored: the token itself lives in the e-mail alone. */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a one-use link token for the player; answers the token to put in the link. */
export async function issueAccountLink(
  db: Db,
  clock: Clock,
  link: { playerId: number; purpose: AccountLinkPurpose; email?: string | null },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = clock.now();
  await db.insert(accountLinks).values({
    tokenHash: hashOf(token),
    playerId: link.playerId,
    purpose: link.purpose,
    email: link.email ?? null,
    createdAt: new Date(now),
    expiresAt: new Date(now + LINK_TTL_S[link.purpose] * 1000),
  });
  return token;
}

async function findLink(db: Db, token: string, purpose: AccountLinkPurpose): Promise<AccountLink | undefined> {
  const [row] = await db
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, hashOf(token)), eq(accountLinks.purpose, purpose)));
  return row;
}

function stateOf(link: AccountLink | undefined, nowMs: number): AccountLinkState {
  if (!link) return 'unknown';
  if (link.usedAt !== null) return 'used';
  if (link.expiresAt.getTime() <= nowMs) return 'expired';
  return 'valid';
}

/** What a link is worth now, without using it. */
export async function accountLinkState(
  db: Db,
  clock: Clock,
  token: string,
  purpose: AccountLinkPurpose,
): Promise<AccountLinkState> {
  return stateOf(await findLink(db, token, purpose), clock.now());
}

export type ConsumeResult =
  { state: 'valid'; link: AccountLink } | { state: Exclude<AccountLinkState, 'valid'>; link?: undefined };

/**
 * Uses a link once: one UPDATE marks it used only while unused and unexpired, so two tabs
 * opening the same link at once get one `valid` and one `used`.
 */
export async function consumeAccountLink(
  db: Db,
  clock: Clock,
  token: string,
  purpose: AccountLinkPurpose,
): Promise<ConsumeResult> {
  const now = new Date(clock.now());
  const [used] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.tokenHash, hashOf(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning();
  if (used) return { state: 'valid', link: used };
  const state = stateOf(await findLink(db, token, purpose), now.getTime());
  // The row changed between the two statements only by being used.
  return { state: state === 'valid' ? 'used' : state };
}

/** A new password makes the player's other reset links pointless: they answer `used` from now. */
export async function retireResetLinks(db: Db, clock: Clock, playerId: number): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: new Date(clock.now()) })
    .where(
      and(eq(accountLinks.playerId, playerId), eq(accountLinks.purpose, 'password_reset'), isNull(accountLinks.usedAt)),
    );
}
