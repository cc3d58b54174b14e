import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { games, markets } from '../db/schema';
import { useTestServer } from '../testing/test-server';
import { openGameCount } from './testing/open-game-count';
import { currentFeedVersion } from './feed-queries';
import { MAX_COEF_MILLI, MIN_COEF_MILLI } from './market-pricing';
import { createSimulator } from './simulator';
import { gameDurationSeconds, rulesOf } from './sport-rules';

const server = useTestServer();

const openCount = () => openGameCount(server.database.db);

describe('the simulator (invariants after any run of steps)', () => {
  // First in the file: the seeded feed has its 48 live games.
  it('moves prices and suspends markets of live games as steps go by', async () => {
    const db = server.database.db;
    const simulator = createSimulator({ db, clock: server.clock, running: false });
    const before = await db
      .select({ id: markets.id, coef: markets.coefMilli, blocked: markets.isBlocked })
      .from(markets);
    for (let index = 0; index < 10; index++) {
      server.clock.advance(2000);
      await simulator.step();
    }
    const after = new Map(
      (await db.select({ id: markets.id, coef: markets.coefMilli, blocked: markets.isBlocked }).from(markets)).map(
        (row) => [row.id, row],
      ),
    );
    expect(before.some((row) => after.get(row.id)?.coef !== row.coef)).toBe(true);
    expect(before.some((row) => !row.blocked && after.get(row.id)?.blocked)).toBe(true);
    await simulator.stop();
  });

  it('finishes games on schedule, settles each once, keeps the line full, versions rising and prices valid', async () => {
    const db = server.database.db;
    const settled: number[] = [];
    const simulator = createSimulator({
      db,
      clock: server.clock,
      running: false,
      settlementHook: async (_db, gameId) => {
        settled.push(gameId);
        return 0;
      },
    });
    const open = await openCount();
    let lastVersion = 0;
    await fc.assert(
      fc.asyncProperty(
        // Clock jumps between steps: none, a tick, minutes, up to two hours.
        fc.array(fc.oneof(fc.constant(0), fc.constant(2000), fc.integer({ min: 1, max: 120 * 60_000 })), {
          minLength: 1,
          maxLength: 5,
        }),
        async (jumps) => {
          for (const jump of jumps) {
            server.clock.advance(jump);
            const version = await simulator.step();
            expect(version).toBeGreaterThan(lastVersion);
            lastVersion = version;
          }
          const now = server.clock.now();
          const rows = await db.select().from(games);
          for (const game of rows) {
            const elapsed = (now - game.startTime.getTime()) / 1000;
            // Nothing in the line whose start has passed; nothing open past its duration.
            if (game.status === 1) expect(elapsed).toBeLessThan(0);
            if (game.status !== 4) expect(elapsed).toBeLessThan(gameDurationSeconds(rulesOf(game.sportId)));
            if (game.status === 4) expect(game.finishedAt).not.toBeNull();
            expect(game.version).toBeLessThanOrEqual(lastVersion);
          }
          const prices = await db
            .select({ coef: markets.coefMilli, blocked: markets.isBlocked, status: games.status })
            .from(markets)
            .innerJoin(games, sql`${games.id} = ${markets.gameId}`);
          for (const price of prices) {
            expect(Number.isInteger(price.coef)).toBe(true);
            expect(price.coef).toBeGreaterThanOrEqual(MIN_COEF_MILLI);
            expect(price.coef).toBeLessThanOrEqual(MAX_COEF_MILLI);
            if (price.status === 4) expect(price.blocked).toBe(true);
          }
          // Every finished game was replaced by a new one.
          expect(await openCount()).toBe(open);
          // Settled exactly once each, and only finished games.
          expect(new Set(settled).size).toBe(settled.length);
          if (settled.length > 0) {
            const finished = await db
              .select({ id: games.id, status: games.status })
              .from(games)
              .where(inArray(games.id, settled));
            expect(finished.every((game) => game.status === 4)).toBe(true);
          }
        },
      ),
      { numRuns: 5 },
    );
    // Two hours of jumps end some of the seeded live games.
    server.clock.advance(3 * 3600_000);
    await simulator.step();
    expect(settled.length).toBeGreaterThan(0);
    await simulator.stop();
  });

  it('steps on its timer while running, not while paused, and not after stop', async () => {
    const db = server.database.db;
    const simulator = createSimulator({ db, clock: server.clock, running: false, tickMs: 100 });
    vi.useFakeTimers();
    try {
      const start = await currentFeedVersion(db);
      await vi.advanceTimersByTimeAsync(1000);
      // step() queues behind a timer step under way, so the versions count the steps taken.
      expect(await simulator.step()).toBe(start + 1);
      expect(simulator.set({ running: true })).toEqual({ running: true, tickMs: 100 });
      await vi.advanceTimersByTimeAsync(100);
      expect(await simulator.step()).toBe(start + 3);
      await simulator.stop();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await currentFeedVersion(db)).toBe(start + 3);
    } finally {
      vi.useRealTimers();
    }
  });
});
