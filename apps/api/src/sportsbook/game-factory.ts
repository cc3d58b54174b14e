import type { games, markets } from '../db/schema';
import { teamsOf, type ChampEntry } from './catalogue';
import { playColumns, playTo } from './game-play';
import { priceMarkets } from './market-pricing';
import { pick, type Random } from '@bet/platform';
import { gameDurationSeconds, rulesOf } from './sport-rules';

export type GameRow = typeof games.$inferInsert;
export type MarketRow = typeof markets.$inferInsert;

/** Game ids start here; a market's id is its game's id × 100 + its place, so ids never clash. */
export const FIRST_GAME_ID = 1_000_001;
export const MARKETS_PER_GAME_LIMIT = 100;

export function marketIdOf(gameId: number, index: number): number {
  return gameId * MARKETS_PER_GAME_LIMIT + index;
}

/** The number printed in the line (spec 01 §3 gameNumber): five digits from the id. */
export function gameNumberOf(gameId: number): number {
  return 10_000 + ((gameId - FIRST_GAME_ID) % 90_000);
}

/** Championships whose games are top more often (the themed ones and the big leagues). */
const TOP_CHAMPS = new Set([101, 102, 103, 201, 301, 401, 4001]);

export interface DraftGameInput {
  id: number;
  champ: ChampEntry;
  /** Epoch ms. */
  startMs: number;
  /** The sandbox clock now, epoch ms: a game whose start has passed is seeded in play. */
  nowMs: number;
  version: number;
}

/**
 * A new game of a championship with its priced markets. A start in the past gives a live game
 * already under way (score played out to now) or, past its duration, a finished one.
 */
export function draftGame(random: Random, input: DraftGameInput): { game: GameRow; markets: MarketRow[] } {
  const { id, champ, startMs, nowMs, version } = input;
  const rules = rulesOf(champ.sportId);
  const teams = teamsOf(champ);
  const team1 = pick(random, teams);
  const others = teams.filter((team) => team.en !== team1.en);
  const team2 = pick(random, others);
  const strength = 0.2 + random() * 0.6;
  const isTop = random() < (TOP_CHAMPS.has(champ.id) ? 0.3 : 0.04);

  const play = playTo(
    rules,
    { status: 1, period: null, timeSeconds: null, score: null },
    (nowMs - startMs) / 1000,
    random,
    0,
  );
  const finished = play.status === 4;
  const game: GameRow = {
    id,
    sportId: champ.sportId,
    champId: champ.id,
    number: gameNumberOf(id),
    team1: team1.en,
    team2: team2.en,
    startTime: new Date(startMs),
    ...playColumns(play),
    isTop,
    finishedAt: finished ? new Date(Math.min(nowMs, startMs + gameDurationSeconds(rules) * 1000)) : null,
    version,
  };
  const drafts = priceMarkets(rules, strength);
  const rows = drafts.map((draft, index) => ({
    id: marketIdOf(id, index),
    gameId: id,
    ...draft,
    isBlocked: finished,
    version,
  }));
  return { game, markets: rows };
}
