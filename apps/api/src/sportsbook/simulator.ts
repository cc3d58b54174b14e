import type { SimulatorState } from '@bet/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '@bet/platform';
import type { Db } from '../db/database';
import { games, markets } from '../db/schema';
import { champEntry } from './catalogue';
import { bumpFeedVersion, type FeedDb } from './feed-queries';
import {
  blockMarketsOf,
  writeGameChanges,
  writeMarketChanges,
  type GameChange,
  type MarketChange,
} from './feed-writes';
import { draftGame } from './game-factory';
import { playColumns, playTo } from './game-play';
import { marketGroupKey, walkGroup } from './market-pricing';
import { createSeededRandom, pick, type Random } from '@bet/platform';
import { FEED_SEED, LINE_HORIZON_MS, lineStart } from './seed-feed';
import { noopSettlementHook, type SettlementHook } from './settlement-hook';
import { rulesOf } from './sport-rules';

/** Spec-free choices of the sandbox (apps/api/README.md "Sportsbook feed"). */
export const DEFAULT_TICK_MS = 2000;
/**
 * Per step: the chance a live game's prices move, and a line game's. Low enough that a live
 * poll every 5 s (spec 02 §9) gets a few KB: a game whose market moved is resent whole.
 */
const LIVE_WALK_CHANCE = 0.04;
const LINE_WALK_CHANCE = 0.01;
/** Largest relative move of an implied probability in one step. */
const WALK_STEP = 0.06;
/** Per step: the chance a live game has a market group suspended, and a suspended group resumes. */
const SUSPEND_CHANCE = 0.015;
const RESUME_CHANCE = 0.25;
/** A goal moves the scorer's result price this much (implied probability × factor). */
const GOAL_FACTOR = 1.3;
const MINUTE = 60_000;

export interface StepOptions {
  nowMs: number;
  random: Random;
  /** Minutes of play since the previous step (scoring chances scale with it). */
  minutes: number;
}

export interface StepResult {
  version: number;
  /** Games that finished in this step, to settle once the step is committed. */
  finished: number[];
}

type OpenGame = typeof games.$inferSelect;
type MarketRow = typeof markets.$inferSelect;

/**
 * One simulator step over the database, in one transaction with one new feed version: starts
 * line games whose time has come, moves live games along their schedule (clock, periods,
 * breaks, scores), finishes them (markets suspended) and puts a new line game in their place,
 * moves a share of prices by a margin-keeping random walk, suspends and resumes some markets.
 */
export async function runFeedStep(db: Db, options: StepOptions): Promise<StepResult> {
  const { nowMs, random, minutes } = options;
  return db.transaction(async (tx) => {
    const version = await bumpFeedVersion(tx);
    const open = await tx
      .select()
      .from(games)
      .where(inArray(games.status, [1, 2, 3]))
      .orderBy(games.id);

    const gameChanges: GameChange[] = [];
    const finished: number[] = [];
    /** Result groups to move after a goal: game id → the side that scored. */
    const goals = new Map<number, 1 | 2>();
    const live: OpenGame[] = [];
    const line: OpenGame[] = [];
    for (const game of open) {
      const moved = moveGame(game, nowMs, random, minutes);
      if (moved) {
        gameChanges.push(moved.change);
        if (moved.change.status === 4) finished.push(game.id);
        else if (moved.scored !== 0) goals.set(game.id, moved.scored);
      }
      const status = moved?.change.status ?? game.status;
      if (status === 2 || status === 3) live.push(game);
      else if (status === 1) line.push(game);
    }

    // Which games' prices move or get suspended in this step.
    const walking = new Set<number>(goals.keys());
    for (const game of live) if (random() < LIVE_WALK_CHANCE) walking.add(game.id);
    for (const game of line) if (random() < LINE_WALK_CHANCE) walking.add(game.id);
    const suspending = new Set<number>();
    for (const game of live) if (random() < SUSPEND_CHANCE) suspending.add(game.id);

    const touched = [...new Set([...walking, ...suspending])];
    const blockedOpen = await tx
      .select({ id: markets.id, gameId: markets.gameId })
      .from(markets)
      .innerJoin(games, sql`${games.id} = ${markets.gameId}`)
      .where(sql`${markets.isBlocked} and ${games.status} in (1, 2, 3)`);
    const loadIds = [...new Set([...touched, ...blockedOpen.map((row) => row.gameId)])].filter(
      (id) => !finished.includes(id),
    );
    const loaded =
      loadIds.length === 0
        ? []
        : await tx.select().from(markets).where(inArray(markets.gameId, loadIds)).orderBy(markets.id);
    const marketChanges = priceChanges(loaded, { walking, suspending, goals, random });

    await writeGameChanges(tx, gameChanges, version);
    await writeMarketChanges(tx, marketChanges, version);
    await blockMarketsOf(tx, finished, version);
    await replaceFinished(
      tx,
      open.filter((game) => finished.includes(game.id)),
      nowMs,
      random,
      version,
    );
    return { version, finished };
  });
}

/** A game's move along its schedule, or null when nothing about it changed. */
function moveGame(
  game: OpenGame,
  nowMs: number,
  random: Random,
  minutes: number,
): { change: GameChange; scored: 0 | 1 | 2 } | null {
  const rules = rulesOf(game.sportId);
  const elapsed = (nowMs - game.startTime.getTime()) / 1000;
  if (game.status === 1 && elapsed < 0) return null;
  const before = {
    status: game.status as 1 | 2 | 3 | 4,
    period: game.period,
    timeSeconds: game.timeSeconds,
    score:
      game.score1 === null || game.score2 === null
        ? null
        : { score1: game.score1, score2: game.score2, periods: game.periods },
  };
  const after = playTo(rules, before, elapsed, random, minutes);
  const sameScore =
    after.score?.score1 === before.score?.score1 &&
    after.score?.score2 === before.score?.score2 &&
    JSON.stringify(after.score?.periods ?? []) === JSON.stringify(before.score?.periods ?? []);
  // The live clock alone changes no version: lists compute `time` from the schedule when they
  // answer, so a poll is not flooded with every live game on every step.
  if (after.status === before.status && after.period === before.period && sameScore) return null;
  return {
    change: {
      id: game.id,
      ...playColumns(after),
      finishedAt: after.status === 4 ? new Date(nowMs) : null,
    },
    scored: after.scored,
  };
}

interface PriceMoves {
  walking: ReadonlySet<number>;
  suspending: ReadonlySet<number>;
  goals: ReadonlyMap<number, 1 | 2>;
  random: Random;
}

/** New prices and suspensions of the loaded markets, by group (marketGroupKey). */
function priceChanges(loaded: readonly MarketRow[], moves: PriceMoves): MarketChange[] {
  const { walking, suspending, goals, random } = moves;
  const groups = new Map<string, MarketRow[]>();
  for (const market of loaded) {
    const key = marketGroupKey(market);
    groups.set(key, [...(groups.get(key) ?? []), market]);
  }
  const byGame = new Map<number, MarketRow[][]>();
  for (const group of groups.values()) {
    const gameId = group[0]?.gameId;
    if (gameId !== undefined) byGame.set(gameId, [...(byGame.get(gameId) ?? []), group]);
  }

  const changes = new Map<number, MarketChange>();
  const set = (market: MarketRow, coefMilli: number, isBlocked: boolean) => {
    if (coefMilli !== market.coefMilli || isBlocked !== market.isBlocked) {
      changes.set(market.id, { id: market.id, coefMilli, isBlocked });
    }
  };
  for (const [gameId, gameGroups] of byGame) {
    // Suspended groups come back now and then (with the price they had).
    for (const group of gameGroups) {
      if (group.some((market) => market.isBlocked) && random() < RESUME_CHANCE) {
        for (const market of group) set(market, market.coefMilli, false);
      }
    }
    const scorer = goals.get(gameId);
    if (scorer !== undefined) {
      const result = gameGroups.find((group) => group[0]?.typeId === 1);
      const index = result?.findIndex((market) => market.outcomeKey === String(scorer)) ?? -1;
      if (result && index >= 0) {
        const coefs = walkGroup(
          result.map((market) => market.coefMilli),
          index,
          GOAL_FACTOR,
        );
        result.forEach((market, i) =>
          set(market, coefs[i] ?? market.coefMilli, changes.get(market.id)?.isBlocked ?? market.isBlocked),
        );
      }
    }
    if (walking.has(gameId)) {
      // Half the moves on the main markets, so the lists (main markets only) visibly move.
      const main = gameGroups.filter((candidate) => candidate[0]?.isMain);
      const group = pick(random, main.length > 0 && random() < 0.5 ? main : gameGroups);
      const index = Math.floor(random() * group.length);
      const factor = 1 + (random() * 2 - 1) * WALK_STEP;
      const coefs = walkGroup(
        group.map((market) => changes.get(market.id)?.coefMilli ?? market.coefMilli),
        index,
        factor,
      );
      group.forEach((market, i) =>
        set(market, coefs[i] ?? market.coefMilli, changes.get(market.id)?.isBlocked ?? market.isBlocked),
      );
    }
    if (suspending.has(gameId)) {
      const group = pick(random, gameGroups);
      for (const market of group) set(market, changes.get(market.id)?.coefMilli ?? market.coefMilli, true);
    }
  }
  return [...changes.values()];
}

/**
 * Keeps the line full: every finished game gets a new line game of its championship, half of
 * them starting within three hours (so live never dries up), half within the week.
 */
export async function replaceFinished(
  tx: FeedDb,
  ended: readonly OpenGame[],
  nowMs: number,
  random: Random,
  version: number,
): Promise<void> {
  if (ended.length === 0) return;
  const [row] = await tx.select({ maxId: sql<number>`coalesce(max(${games.id}), 0)::int` }).from(games);
  let nextId = (row?.maxId ?? 0) + 1;
  for (const game of ended) {
    const champ = champEntry(game.champId);
    if (!champ) continue;
    const soon = random() < 0.5;
    const startMs = soon
      ? lineStart(random, nowMs, 10 * MINUTE, 3 * 60 * MINUTE)
      : lineStart(random, nowMs, 3 * 60 * MINUTE, LINE_HORIZON_MS);
    const drafted = draftGame(random, { id: nextId++, champ, startMs, nowMs, version });
    await tx.insert(games).values(drafted.game);
    await tx.insert(markets).values(drafted.markets);
  }
}

export interface SimulatorOptions {
  db: Db;
  clock: Clock;
  /** Settles the bets of a finished game (the bets part's settleGame); default: nothing. */
  settlementHook?: SettlementHook;
  running?: boolean;
  tickMs?: number;
  seed?: number;
  /** Where a failed step or settlement is reported. */
  onError?: (error: unknown, context: string) => void;
}

export interface Simulator {
  state(): SimulatorState;
  set(patch: Partial<SimulatorState>): SimulatorState;
  /** Runs `count` steps now (running or paused); resolves with the feed version after them. */
  step(count?: number): Promise<number>;
  /**
   * Runs `work` between steps (never during one): control calls use it so they do not race
   * the timer.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Calls the settlement hook for a finished game; resolves with how many coupons it settled. */
  settle(gameId: number): Promise<number>;
  /** Stops the timer and waits for a step under way. */
  stop(): Promise<void>;
}

/**
 * The simulator: steps on a timer (default every 2000 ms) while running, on the injected clock,
 * one at a time; settlement of finished games runs after the step's transaction commits.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const { db, clock } = options;
  const hook = options.settlementHook ?? noopSettlementHook;
  const random = createSeededRandom(options.seed ?? FEED_SEED + 1);
  const report =
    options.onError ??
    ((error: unknown, context: string) => {
      console.error(`sportsbook ${context} failed`, error);
    });
  let state: SimulatorState = { running: options.running ?? true, tickMs: options.tickMs ?? DEFAULT_TICK_MS };
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastStepAt: number | undefined;
  let stopped = false;

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  const settle = (gameId: number): Promise<number> => hook(db, gameId);

  async function stepOnce(): Promise<number> {
    const nowMs = clock.now();
    const minutes = (lastStepAt === undefined ? state.tickMs : Math.max(0, nowMs - lastStepAt)) / MINUTE;
    lastStepAt = nowMs;
    const result = await runFeedStep(db, { nowMs, random, minutes });
    for (const gameId of result.finished) {
      // One game's failed settlement must not stop the others nor the feed.
      await settle(gameId).catch((error: unknown) => report(error, `settlement of game ${gameId}`));
    }
    return result.version;
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!state.running || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void exclusive(stepOnce)
        .catch((error: unknown) => report(error, 'simulator step'))
        .finally(schedule);
    }, state.tickMs);
    // The timer never keeps a process alive by itself.
    timer.unref?.();
  }

  schedule();
  return {
    state: () => ({ ...state }),
    set(patch) {
      state = { ...state, ...patch };
      schedule();
      return { ...state };
    },
    step: (count = 1) =>
      exclusive(async () => {
        let version = 0;
        for (let index = 0; index < count; index++) version = await stepOnce();
        return version;
      }),
    exclusive,
    settle,
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await queue;
    },
  };
}
