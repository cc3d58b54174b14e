import type { ChatMessage, PlayerMessage } from '@bet/contract';
import { and, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerMessages, supportChatMessages, supportRequests } from '../db/schema';
import { SUPPORT_CHAT_WINDOW, SUPPORT_REPLY_DELAY_MS, supportReplyTo, WELCOME_MESSAGE } from './support-rules';

type ChatRow = typeof supportChatMessages.$inferSelect;
type MessageRow = typeof playerMessages.$inferSelect;

const chatMessageOf = (row: ChatRow): ChatMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  sentAt: row.sentAt.getTime(),
  read: row.readAt !== null,
});

const playerMessageOf = (row: MessageRow): PlayerMessage => ({
  id: row.id,
  title: row.title,
  text: row.text,
  sentAt: row.sentAt.getTime(),
  read: row.readAt !== null,
});

/** A support reply the player can see: its time has come (replies are stored ahead, see schema). */
const visibleAt = (now: Date) => lte(supportChatMessages.sentAt, now);

export async function unreadReplies(db: Db, playerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportChatMessages)
    .where(
      and(
        eq(supportChatMessages.playerId, playerId),
        eq(supportChatMessages.author, 'support'),
        isNull(supportChatMessages.readAt),
        visibleAt(now),
      ),
    );
  return row?.n ?? 0;
}

/** The latest messages the player can see, oldest first. */
export async function chatOf(db: Db, playerId: number, now: Date): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(supportChatMessages)
    .where(and(eq(supportChatMessages.playerId, playerId), visibleAt(now)))
    .orderBy(desc(supportChatMessages.sentAt), desc(supportChatMessages.id))
    .limit(SUPPORT_CHAT_WINDOW);
  return rows.reverse().map(chatMessageOf);
}

/**
 * The player writes: the replies seen so far are read (the player answered them), and the
 * support's reply is stored SUPPORT_REPLY_DELAY_MS ahead.
 */
export async function writeToChat(db: Db, playerId: number, text: string, now: Date): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await tx
      .update(supportChatMessages)
      .set({ readAt: now })
      .where(and(eq(supportChatMessages.playerId, playerId), isNull(supportChatMessages.readAt), visibleAt(now)));
    const [mine] = await tx
      .insert(supportChatMessages)
      .values({ playerId, author: 'player', text, sentAt: now, readAt: now })
      .returning();
    await tx.insert(supportChatMessages).values({
      playerId,
      author: 'support',
      text: supportReplyTo(text),
      sentAt: new Date(now.getTime() + SUPPORT_REPLY_DELAY_MS),
    });
    if (!mine) throw new Error('The chat message was not stored');
    return chatMessageOf(mine);
  });
}

/** The replies up to `upToId` that the player can see are read. */
export async function readChatUpTo(db: Db, playerId: number, upToId: number, now: Date): Promise<void> {
  await db
    .update(supportChatMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(supportChatMessages.playerId, playerId),
        isNull(supportChatMessages.readAt),
        lte(supportChatMessages.id, upToId),
        visibleAt(now),
      ),
    );
}

/** How many requests of a kind the player sent since `from` (the hourly bound). */
export async function requestsSince(db: Db, playerId: number, kind: 'callback' | 'email', from: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(
      and(eq(supportRequests.playerId, playerId), eq(supportRequests.kind, kind), gte(supportRequests.createdAt, from)),
    );
  return row?.n ?? 0;
}

export async function storeRequest(
  db: Db,
  playerId: number,
  kind: 'callback' | 'email',
  data: Record<string, string>,
  now: Date,
) {
  await db.insert(supportRequests).values({ playerId, kind, data, createdAt: now });
}

export async function unreadMessages(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), isNull(playerMessages.readAt)));
  return row?.n ?? 0;
}

export async function inboxOf(db: Db, playerId: number): Promise<PlayerMessage[]> {
  const rows = await db
    .select()
    .from(playerMessages)
    .where(eq(playerMessages.playerId, playerId))
    // Newest delivered first (the welcome is stamped by the database, the rest by the sandbox clock).
    .orderBy(desc(playerMessages.id));
  return rows.map(playerMessageOf);
}

/** Reads one of the player's messages; false when the player has no message of that id. */
export async function readMessage(db: Db, playerId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ readAt: playerMessages.readAt })
    .from(playerMessages)
    .where(and(eq(playerMessages.playerId, playerId), eq(playerMessages.id, id)));
  if (!row) return false;
  if (row.readAt === null) await db.update(playerMessages).set({ readAt: now }).where(eq(playerMessages.id, id));
  return true;
}

export async function deliverMessage(
  db: Pick<Db, 'insert'>,
  playerId: number,
  message: { title: string; text: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(playerMessages)
    .values({ playerId, ...message, sentAt: now })
    .returning({ id: playerMessages.id });
  if (!row) throw new Error('The message was not stored');
  return row.id;
}

/** A new player's first message (players.ts createPlayer, in its transaction). */
export const deliverWelcome = (db: Pick<Db, 'insert'>, playerId: number, now: Date) =>
  deliverMessage(db, playerId, WELCOME_MESSAGE, now);
