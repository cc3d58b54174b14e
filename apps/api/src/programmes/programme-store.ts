import type { InvitedFriend, PlayerIdea } from '@bet/contract';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  currencies,
  players,
  programmeFriendReferrals,
  programmeIdeas,
  programmeManagerCalls,
  promoCodes,
} from '../db/schema';
import { BRING_FRIEND_REWARD_MINOR, friendLabel, inviterOf } from './programme-rules';

/** The player's registration time and currency code (the promotions and the manager's group). */
export async function playerFacts(db: Db, playerId: number): Promise<{ registeredAt: Date; currency: string }> {
  const [row] = await db
    .select({ registeredAt: players.createdAt, currency: currencies.code })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(eq(players.id, playerId));
  if (!row) throw new Error(`No player ${playerId}`);
  return row;
}

/**
 * A new player registered with an invite code (the bf_tag cookie): the inviter gets the friend and
 * the reward. A code of nobody, or the player's own, links nothing: registration never fails on it.
 */
export async function linkInvitedFriend(db: Db, friendId: number, code: string | undefined, at: Date): Promise<void> {
  const inviterId = inviterOf(code);
  if (inviterId === null || inviterId === friendId) return;
  const [inviter] = await db.select({ id: players.id }).from(players).where(eq(players.id, inviterId));
  if (!inviter) return;
  await db
    .insert(programmeFriendReferrals)
    .values({ friendId, inviterId, rewardMinor: BRING_FRIEND_REWARD_MINOR, registeredAt: at })
    .onConflictDoNothing();
}

/** The friends of an inviter, newest first, the reward in the inviter's currency. */
export async function friendsOf(db: Db, inviterId: number, iso: string): Promise<InvitedFriend[]> {
  const rows = await db
    .select({
      id: players.id,
      name: players.name,
      registeredAt: programmeFriendReferrals.registeredAt,
      rewardMinor: programmeFriendReferrals.rewardMinor,
    })
    .from(programmeFriendReferrals)
    .innerJoin(players, eq(players.id, programmeFriendReferrals.friendId))
    .where(eq(programmeFriendReferrals.inviterId, inviterId))
    .orderBy(desc(programmeFriendReferrals.registeredAt), desc(programmeFriendReferrals.friendId));
  return rows.map((row) => ({
    label: friendLabel(row),
    registeredAt: row.registeredAt.getTime(),
    rewardMinor: row.rewardMinor,
    iso,
  }));
}

/** One of the player's coupon promo codes (compared without case, as the coupon does), or undefined. */
export async function findPromoCode(db: Db, playerId: number, code: string) {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.playerId, playerId));
  return rows.find((row) => row.code.toUpperCase() === code.trim().toUpperCase());
}

export async function ideasOf(db: Db, playerId: number): Promise<PlayerIdea[]> {
  const rows = await db
    .select()
    .from(programmeIdeas)
    .where(eq(programmeIdeas.playerId, playerId))
    .orderBy(desc(programmeIdeas.sentAt), desc(programmeIdeas.id));
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic as PlayerIdea['topic'],
    text: row.text,
    state: row.state,
    sentAt: row.sentAt.getTime(),
  }));
}

export async function ideasSince(db: Db, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(programmeIdeas)
    .where(and(eq(programmeIdeas.playerId, playerId), gte(programmeIdeas.sentAt, since)));
  return row?.n ?? 0;
}

export async function storeIdea(db: Db, playerId: number, idea: { topic: string; text: string }, at: Date) {
  await db.insert(programmeIdeas).values({ playerId, topic: idea.topic, text: idea.text, sentAt: at });
}

export async function managerCallsSince(db: Db, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(programmeManagerCalls)
    .where(and(eq(programmeManagerCalls.playerId, playerId), gte(programmeManagerCalls.requestedAt, since)));
  return row?.n ?? 0;
}

export async function storeManagerCall(db: Db, playerId: number, at: Date) {
  await db.insert(programmeManagerCalls).values({ playerId, requestedAt: at });
}
