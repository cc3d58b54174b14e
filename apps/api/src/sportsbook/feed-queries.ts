import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { champs, feedVersion, games, markets, sports } from '../db/schema';
import { teamName } from './catalogue';
import { groupLabel, outcomeLabel } from './labels';
import type { LocalizedText } from './localized';

/**
 * A database or a transaction: drizzle's transaction is a database too, so every feed query
 * runs in either.
 */
export type FeedDb = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The feed's current version (0 before anything was written). */
export async function currentFeedVersion(db: FeedDb): Promise<number> {
  const [row] = await db.select({ version: feedVersion.version }).from(feedVersion).where(eq(feedVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Holds the line as it is until the caller's transaction ends (a share lock on the feed's version
 * row): every feed write (simulator step, control call) bumps that row first, so it waits for the
 * placements reading the line, and a placement that starts while a write is open waits for it and
 * then reads the line after it. So a coupon is never accepted at a coefficient, or on a game or
 * market state, that a concurrent write has already replaced, and a game's settlement (after the
 * write that finishes it) sees every bet accepted on it. Placements share the lock: they do not
 * wait for each other. One row and not each market's: a step changes dozens of markets in one
 * statement, and locks taken market by market in two orders would deadlock.
 */
export async function holdLine(tx: Pick<Db, 'select'>): Promise<void> {
  await tx.select({ version: feedVersion.version }).from(feedVersion).where(eq(feedVersion.id, 1)).for('share');
}

/**
 * Takes the next feed version: rows changed in the same transaction get it as their `version`,
 * so a poll with `since` = the version it last saw gets exactly them. The row lock of the update
 * orders concurrent writers (simulator steps, control calls).
 */
export async function bumpFeedVersion(tx: FeedDb): Promise<number> {
  const [row] = await tx
    .insert(feedVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: feedVersion.id, set: { version: sql`${feedVersion.version} + 1` } })
    .returning({ version: feedVersion.version });
  if (!row) throw new Error('feed_version was not bumped');
  return row.version;
}

/** What the bets part needs of a market (an outcome) to accept, describe and settle a bet. */
export interface MarketForBets {
  id: number;
  gameId: number;
  sportId: number;
  champId: number;
  typeId: number;
  outcomeKey: string;
  paramMilli: number | null;
  coefMilli: number;
  isBlocked: boolean;
  kind: number;
  /** The game's status (contract GAME_STATUSES). */
  gameStatus: number;
  /** The game's start time, epoch milliseconds. */
  startTime: number;
  gameNumber: number;
  team1: LocalizedText;
  team2: LocalizedText;
  sportName: LocalizedText;
  champName: LocalizedText;
  group: LocalizedText;
  outcome: LocalizedText;
  /** The game's score (null before it starts), for settlement and history. */
  score1: number | null;
  score2: number | null;
}

/** The markets asked for that exist, keyed by id (unknown ids are simply absent). */
export async function loadMarketsForBets(
  db: FeedDb,
  marketIds: readonly number[],
): Promise<Map<number, MarketForBets>> {
  const found = new Map<number, MarketForBets>();
  if (marketIds.length === 0) return found;
  const rows = await db
    .select({
      id: markets.id,
      gameId: markets.gameId,
      typeId: markets.typeId,
      outcomeKey: markets.outcomeKey,
      paramMilli: markets.paramMilli,
      coefMilli: markets.coefMilli,
      isBlocked: markets.isBlocked,
      kind: markets.kind,
      sportId: games.sportId,
      champId: games.champId,
      gameStatus: games.status,
      startTime: games.startTime,
      gameNumber: games.number,
      team1: games.team1,
      team2: games.team2,
      score1: games.score1,
      score2: games.score2,
      sportRu: sports.nameRu,
      sportEn: sports.nameEn,
      champRu: champs.nameRu,
      champEn: champs.nameEn,
    })
    .from(markets)
    .innerJoin(games, eq(games.id, markets.gameId))
    .innerJoin(champs, eq(champs.id, games.champId))
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(inArray(markets.id, [...new Set(marketIds)]));
  for (const row of rows) {
    found.set(row.id, {
      id: row.id,
      gameId: row.gameId,
      sportId: row.sportId,
      champId: row.champId,
      typeId: row.typeId,
      outcomeKey: row.outcomeKey,
      paramMilli: row.paramMilli,
      coefMilli: row.coefMilli,
      isBlocked: row.isBlocked,
      kind: row.kind,
      gameStatus: row.gameStatus,
      startTime: row.startTime.getTime(),
      gameNumber: row.gameNumber,
      team1: { ru: teamName(row.team1, 'ru'), en: row.team1 },
      team2: { ru: teamName(row.team2, 'ru'), en: row.team2 },
      sportName: { ru: row.sportRu, en: row.sportEn },
      champName: { ru: row.champRu, en: row.champEn },
      group: groupLabel(row.typeId),
      outcome: outcomeLabel(row.typeId, row.outcomeKey, row.paramMilli),
      score1: row.score1,
      score2: row.score2,
    });
  }
  return found;
}
