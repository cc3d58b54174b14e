import { sql } from 'drizzle-orm';
import { isEmpty } from '../db/fill-empty';
import { champs, feedVersion, games, sports } from '../db/schema';
import { CHAMPS, SPORTS, type ChampEntry } from './catalogue';
import type { FeedDb } from './feed-queries';
import { draftGame, FIRST_GAME_ID, type GameRow, type MarketRow } from './game-factory';
import { createSeededRandom, pick, randomInt, type Random } from '@bet/platform';
import { gameDurationSeconds, rulesOf } from './sport-rules';

/** The seed's PRNG seed: the same feed on every fresh database. */
export const FEED_SEED = 20_261_106;
/** Task: hundreds of games, mostly line over the next 7 days, at least 40 live now. */
export const SEED_LINE_GAMES = 320;
export const SEED_LIVE_GAMES = 48;
/** Finished games of the last day and a half, so results have something to show. */
export const SEED_FINISHED_GAMES = 36;
export const LINE_HORIZON_MS = 7 * 24 * 3600_000;
/** The seed's (and new games') feed version. */
export const SEED_VERSION = 1;

const MINUTE = 60_000;

/** A championship drawn by the sports' weights, then evenly within the sport. */
export function pickChamp(random: Random): ChampEntry {
  const total = SPORTS.reduce((sum, sport) => sum + sport.weight, 0);
  let roll = random() * total;
  const sport = SPORTS.find((entry) => (roll -= entry.weight) < 0) ?? SPORTS[0];
  return pick(
    random,
    CHAMPS.filter((champ) => champ.sportId === sport?.id),
  );
}

/** A line start between `fromMs` and `toMs` after now, on a 5-minute mark like a real line. */
export function lineStart(random: Random, nowMs: number, fromMs: number, toMs: number): number {
  const at = nowMs + fromMs + random() * (toMs - fromMs);
  return Math.ceil(at / (5 * MINUTE)) * 5 * MINUTE;
}

export interface FeedSeed {
  sports: (typeof sports.$inferInsert)[];
  champs: (typeof champs.$inferInsert)[];
  games: GameRow[];
  markets: MarketRow[];
}

/** The whole seeded feed relative to `nowMs` (deterministic for a given `nowMs` and seed). */
export function buildFeedSeed(nowMs: number, seed = FEED_SEED): FeedSeed {
  const random = createSeededRandom(seed);
  const seeded: FeedSeed = {
    sports: SPORTS.map((sport) => ({
      id: sport.id,
      nameRu: sport.name.ru,
      nameEn: sport.name.en,
      cyberTypeId: sport.cyberTypeId,
      sort: sport.sort,
    })),
    champs: CHAMPS.map((champ) => ({
      id: champ.id,
      sportId: champ.sportId,
      nameRu: champ.name.ru,
      nameEn: champ.name.en,
      countryId: champ.countryId,
      sort: champ.sort,
    })),
    games: [],
    markets: [],
  };
  let id = FIRST_GAME_ID;
  const add = (champ: ChampEntry, startMs: number) => {
    const drafted = draftGame(random, { id: id++, champ, startMs, nowMs, version: SEED_VERSION });
    seeded.games.push(drafted.game);
    seeded.markets.push(...drafted.markets);
  };
  // Every championship gets line games; the rest go by the sports' weights.
  for (let index = 0; index < SEED_LINE_GAMES; index++) {
    const champ = index < CHAMPS.length ? (CHAMPS[index] as ChampEntry) : pickChamp(random);
    add(champ, lineStart(random, nowMs, 10 * MINUTE, LINE_HORIZON_MS));
  }
  for (let index = 0; index < SEED_LIVE_GAMES; index++) {
    const champ = pickChamp(random);
    const duration = gameDurationSeconds(rulesOf(champ.sportId)) * 1000;
    // Somewhere in the first 90% of the game, so it stays live for a while.
    add(champ, nowMs - randomInt(random, MINUTE, Math.floor(duration * 0.9)));
  }
  for (let index = 0; index < SEED_FINISHED_GAMES; index++) {
    const champ = pickChamp(random);
    const duration = gameDurationSeconds(rulesOf(champ.sportId)) * 1000;
    add(champ, nowMs - duration - randomInt(random, 10 * MINUTE, 36 * 60 * MINUTE));
  }
  return seeded;
}

/**
 * Thousands of rows in one statement with one parameter: drizzle's multi-row insert binds a
 * parameter per value and took seconds on PGlite; json_populate_recordset takes milliseconds.
 * Every column of the table must be present (a missing key is null, not the default).
 */
async function insertAsJson(
  tx: FeedDb,
  table: 'games' | 'markets',
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.identifier(table);
  await tx.execute(
    sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json) on conflict do nothing`,
  );
}

const gameRecord = (game: GameRow) => ({
  id: game.id,
  sport_id: game.sportId,
  champ_id: game.champId,
  number: game.number,
  team1: game.team1,
  team2: game.team2,
  start_time: game.startTime.toISOString(),
  status: game.status,
  time_seconds: game.timeSeconds,
  period: game.period,
  score1: game.score1,
  score2: game.score2,
  periods: game.periods,
  is_top: game.isTop,
  finished_at: game.finishedAt?.toISOString() ?? null,
  version: game.version,
});

const marketRecord = (market: MarketRow) => ({
  id: market.id,
  game_id: market.gameId,
  type_id: market.typeId,
  outcome_key: market.outcomeKey,
  param_milli: market.paramMilli,
  coef_milli: market.coefMilli,
  is_blocked: market.isBlocked,
  kind: market.kind,
  is_main: market.isMain,
  sort: market.sort,
  version: market.version,
});

/**
 * Seeds the feed when it is empty (like the rest of the seed: tables with rows are left alone).
 * Runs inside the seed's transaction.
 */
export async function seedSportsbook(tx: FeedDb, nowMs: number): Promise<void> {
  if (!(await isEmpty(tx, games)) || !(await isEmpty(tx, sports))) return;
  const seed = buildFeedSeed(nowMs);
  await tx.insert(sports).values(seed.sports).onConflictDoNothing();
  await tx.insert(champs).values(seed.champs).onConflictDoNothing();
  await insertAsJson(tx, 'games', seed.games.map(gameRecord));
  await insertAsJson(tx, 'markets', seed.markets.map(marketRecord));
  await tx.insert(feedVersion).values({ id: 1, version: SEED_VERSION }).onConflictDoNothing();
}
