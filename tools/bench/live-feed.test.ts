import { describe, expect, it } from 'vitest';
import { gameListSchema, getLineMenu } from '@bet/contract';
import { createLiveFeed, MAIN_MARKET_TYPES } from './live-feed';

/** The live-screen benchmark's feed (issue 6 "Performance": 1,000 events, 10% of coefficients per update). */
const options = { games: 1_000, changeShare: 0.1, seed: 6, nowSeconds: 1_800_000_000 };

describe('the synthetic live feed', () => {
  it('starts with 1,000 live games over several sports and championships, with their main markets', () => {
    const feed = createLiveFeed(options);
    const full = gameListSchema.parse(feed.answer(undefined));

    expect(full.full).toBe(true);
    expect(full.gameIds).toHaveLength(1_000);
    expect(full.games).toHaveLength(1_000);
    expect(new Set(full.games.map((game) => game.sportId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(full.games.map((game) => game.champId)).size).toBeGreaterThanOrEqual(30);
    expect(full.games.every((game) => game.isLive)).toBe(true);
    expect(full.markets.length).toBeGreaterThan(6_000);
    for (const game of full.games) {
      const types = new Set(full.markets.filter((market) => market.gameId === game.id).map((market) => market.typeId));
      expect([...types].sort()).toEqual([...MAIN_MARKET_TYPES].sort());
    }
    expect(getLineMenu.response.parse(feed.menu()).sports.reduce((sum, sport) => sum + sport.liveCount, 0)).toBe(1_000);
  });

  it('moves exactly 10% of the coefficients per update and answers `since` with just those and their games', () => {
    const feed = createLiveFeed(options);
    const total = feed.marketCount();
    for (let n = 0; n < 20; n += 1) {
      const since = feed.version();
      const before = new Map(feed.answer(undefined).markets.map((market) => [market.id, market.coef]));
      const update = feed.update();
      const delta = gameListSchema.parse(feed.answer(since));

      expect(update.version).toBe(since + 1);
      expect(update.changedMarketIds).toHaveLength(Math.round(total * 0.1));
      expect(new Set(update.changedMarketIds).size).toBe(update.changedMarketIds.length);
      expect(delta).toMatchObject({ version: since + 1, full: false });
      expect(delta.gameIds).toHaveLength(1_000);
      expect(delta.markets.map((market) => market.id).sort()).toEqual([...update.changedMarketIds].sort());
      expect(delta.games.map((game) => game.id).sort()).toEqual([...update.changedGameIds].sort());
      for (const market of delta.markets) {
        expect(market.coef).not.toBe(before.get(market.id));
        expect(market.version).toBe(update.version);
      }
      expect(new Set(delta.markets.map((market) => market.gameId))).toEqual(new Set(update.changedGameIds));
    }
  });

  it('is deterministic for a seed and filters like the sandbox', () => {
    const a = createLiveFeed(options);
    const b = createLiveFeed(options);
    expect(a.update()).toEqual(b.update());
    expect(a.answer(1)).toEqual(b.answer(1));

    const football = a.answer(undefined, { sportId: 1 });
    expect(football.games.length).toBeGreaterThan(0);
    expect(football.games.every((game) => game.sportId === 1)).toBe(true);
    expect(football.gameIds).toEqual(football.games.map((game) => game.id));
    const top = a.answer(undefined, { topOnly: true });
    expect(top.games.every((game) => game.isTop)).toBe(true);
    expect(a.answer(a.version())).toMatchObject({ full: false, games: [], markets: [] });
  });
});
