import { CASINO_RECENT_MAX } from '@bet/contract';
import type { GameEngine } from '@bet/contract';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { casinoFavourites, casinoGames, casinoRecentGames } from '../db/schema';

/** A database or a transaction (the wallet's launch records the game in its own). */
type Writer = Pick<Db, 'select' | 'insert' | 'delete'>;

export interface PlayableGame {
  id: number;
  name: string;
  engine: GameEngine;
  hasDemo: boolean;
  rtpBp: number;
}

/** What the game launch needs of a game; undefined for an unknown id (the launch's game_not_found). */
export async function findPlayableGame(db: Pick<Db, 'select'>, gameId: number): Promise<PlayableGame | undefined> {
  const [row] = await db
    .select({
      id: casinoGames.id,
      name: casinoGames.name,
      engine: casinoGames.engine,
      hasDemo: casinoGames.hasDemo,
      rtpBp: casinoGames.rtpBp,
    })
    .from(casinoGames)
    .where(eq(casinoGames.id, gameId));
  return row ? { ...row, engine: row.engine as GameEngine } : undefined;
}

/** The player's favourite game ids, newest first. */
export async function favouriteIds(db: Pick<Db, 'select'>, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: casinoFavourites.gameId })
    .from(casinoFavourites)
    .where(eq(casinoFavourites.playerId, playerId))
    .orderBy(desc(casinoFavourites.addedAt), desc(casinoFavourites.gameId));
  return rows.map((row) => row.gameId);
}

/**
 * Adds or removes a favourite. Idempotent: adding one already there keeps its first date (it
 * does not jump to the top), removing one not there changes nothing.
 */
export async function setFavourite(
  db: Writer,
  playerId: number,
  gameId: number,
  favourite: boolean,
  at: Date,
): Promise<void> {
  if (favourite) {
    await db.insert(casinoFavourites).values({ playerId, gameId, addedAt: at }).onConflictDoNothing();
  } else {
    await db
      .delete(casinoFavourites)
      .where(and(eq(casinoFavourites.playerId, playerId), eq(casinoFavourites.gameId, gameId)));
  }
}

/** The games the player launched, most recent first. */
export async function recentIds(db: Pick<Db, 'select'>, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: casinoRecentGames.gameId })
    .from(casinoRecentGames)
    .where(eq(casinoRecentGames.playerId, playerId))
    .orderBy(desc(casinoRecentGames.playedAt), desc(casinoRecentGames.gameId))
    .limit(CASINO_RECENT_MAX);
  return rows.map((row) => row.gameId);
}

/**
 * A launch of the game by the player (the wallet's launch calls it, demo and real): the game
 * moves to the head of the recently played, and the player keeps at most CASINO_RECENT_MAX.
 * The game must exist (the launch checks it first).
 */
export async function recordRecentGame(db: Writer, playerId: number, gameId: number, at = new Date()): Promise<void> {
  await db
    .insert(casinoRecentGames)
    .values({ playerId, gameId, playedAt: at })
    .onConflictDoUpdate({
      target: [casinoRecentGames.playerId, casinoRecentGames.gameId],
      set: { playedAt: sql`greatest(${casinoRecentGames.playedAt}, excluded.played_at)` },
    });
  const kept = db
    .select({ gameId: casinoRecentGames.gameId })
    .from(casinoRecentGames)
    .where(eq(casinoRecentGames.playerId, playerId))
    .orderBy(desc(casinoRecentGames.playedAt), desc(casinoRecentGames.gameId))
    .limit(CASINO_RECENT_MAX);
  await db
    .delete(casinoRecentGames)
    .where(and(eq(casinoRecentGames.playerId, playerId), notInArray(casinoRecentGames.gameId, kept)));
}
