import type { ExpressOfTheDay } from '@bet/contract';
import { totalCoef } from '@bet/coupon';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { games, markets } from '../db/schema';
import type { FeedDb } from './feed-queries';
import { readGames } from './feed-lists';
import type { FeedLang } from './localized';
import { createSeededRandom } from '@bet/platform';

/** Sensible legs: the favourite of the match result, priced between these (thousandths). */
const MIN_LEG_COEF_MILLI = 1250;
const MAX_LEG_COEF_MILLI = 2500;
const DAY_MS = 86_400_000;

/**
 * The express of the day (spec 02 §9 "express of the day"): 3 to 5 line games starting within
 * the next two days, one leg each (the match favourite, not suspended, 1.25-2.50). Chosen by a
 * PRNG seeded with the UTC day, so every poll of the day sees the same express until a game
 * leaves the line. totalCoef: the exact product rounded half up to 2 decimals (@bet/coupon).
 */
export async function readExpressOfTheDay(db: FeedDb, lang: FeedLang, nowMs: number): Promise<ExpressOfTheDay> {
  const candidates = await db
    .select({ id: markets.id, gameId: markets.gameId, coefMilli: markets.coefMilli })
    .from(markets)
    .innerJoin(games, eq(games.id, markets.gameId))
    .where(
      and(
        eq(games.status, 1),
        gte(games.startTime, new Date(nowMs)),
        lte(games.startTime, new Date(nowMs + 2 * DAY_MS)),
        eq(markets.typeId, 1),
        eq(markets.isBlocked, false),
        inArray(markets.outcomeKey, ['1', '2']),
        gte(markets.coefMilli, MIN_LEG_COEF_MILLI),
        lte(markets.coefMilli, MAX_LEG_COEF_MILLI),
      ),
    )
    .orderBy(asc(markets.gameId), asc(markets.coefMilli));
  // One leg per game: its favourite (lowest price first in the order above).
  const legs = new Map<number, number>();
  for (const candidate of candidates) if (!legs.has(candidate.gameId)) legs.set(candidate.gameId, candidate.id);

  const day = Math.floor(nowMs / DAY_MS);
  const random = createSeededRandom(day);
  const size = 3 + Math.floor(random() * 3);
  const pool = [...legs.entries()];
  const chosen: [number, number][] = [];
  while (chosen.length < size && pool.length > 0) {
    const [entry] = pool.splice(Math.floor(random() * pool.length), 1);
    if (entry) chosen.push(entry);
  }
  chosen.sort((a, b) => a[0] - b[0]);
  const read = await readGames(
    db,
    chosen.map(([gameId]) => gameId),
    { mainOnly: false, lang, nowMs },
  );
  const legIds = new Set(chosen.map(([, marketId]) => marketId));
  const chosenMarkets = read.markets.filter((market) => legIds.has(market.id));
  return {
    games: read.games,
    markets: chosenMarkets,
    totalCoef: chosenMarkets.length === 0 ? 1 : totalCoef(chosenMarkets.map((market) => market.coef)),
    expressId: day,
  };
}
