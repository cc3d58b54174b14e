import { MARKET_TYPES } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { CHAMPS, EPL_CHAMP_ID, EUROPA_LEAGUE_CHAMP_ID, LALIGA_CHAMP_ID, SPORTS } from './catalogue';
import { MIN_COEF_MILLI } from './market-pricing';
import { buildFeedSeed, SEED_LIVE_GAMES } from './seed-feed';
import { hasDraw, isDecided, rulesOf } from './sport-rules';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const seed = buildFeedSeed(NOW);

describe('the seeded feed (task: hundreds of games, ≥ 40 live)', () => {
  it('has at least 300 games, mostly line over the next 7 days, at least 40 live now', () => {
    const line = seed.games.filter((game) => game.status === 1);
    const live = seed.games.filter((game) => game.status === 2 || game.status === 3);
    expect(seed.games.length).toBeGreaterThanOrEqual(300);
    expect(live.length).toBeGreaterThanOrEqual(40);
    expect(live.length).toBeLessThanOrEqual(SEED_LIVE_GAMES);
    expect(line.length).toBeGreaterThan(seed.games.length / 2);
    for (const game of line) {
      const start = (game.startTime as Date).getTime();
      expect(start).toBeGreaterThan(NOW);
      expect(start).toBeLessThanOrEqual(NOW + 7 * 24 * 3600_000 + 5 * 60_000);
    }
    for (const game of live) expect((game.startTime as Date).getTime()).toBeLessThan(NOW);
  });

  it('is deterministic: the same clock gives the same feed', () => {
    expect(buildFeedSeed(NOW)).toEqual(seed);
  });

  it('has the sports of the task, cyber ones with a cyberTypeId, and the themed championships', () => {
    expect(seed.sports.map((sport) => sport.nameEn)).toEqual(
      expect.arrayContaining([
        'Football',
        'Tennis',
        'Basketball',
        'Ice Hockey',
        'Volleyball',
        'Table Tennis',
        'Counter-Strike 2',
        'Dota 2',
        'FIFA (EA FC)',
      ]),
    );
    const cyber = SPORTS.filter((sport) => sport.cyberTypeId !== null);
    expect(cyber.map((sport) => sport.cyberTypeId)).toEqual([1, 2, 3]);
    const champIds = seed.champs.map((champ) => champ.id);
    expect(champIds).toEqual(expect.arrayContaining([EPL_CHAMP_ID, LALIGA_CHAMP_ID, EUROPA_LEAGUE_CHAMP_ID]));
    expect(seed.champs.find((champ) => champ.id === EUROPA_LEAGUE_CHAMP_ID)?.countryId).toBe(0);
    expect(seed.champs.find((champ) => champ.id === 104)?.countryId).toBe(1);
    // Every championship has games, every name both languages.
    for (const champ of CHAMPS) expect(seed.games.some((game) => game.champId === champ.id)).toBe(true);
    for (const champ of seed.champs) expect(champ.nameRu && champ.nameEn).toBeTruthy();
  });

  it('gives every game 1X2 (1-2 where no draw), main markets and distinct teams', () => {
    const byGame = new Map<number, typeof seed.markets>();
    for (const market of seed.markets) byGame.set(market.gameId, [...(byGame.get(market.gameId) ?? []), market]);
    for (const game of seed.games) {
      const markets = byGame.get(game.id) ?? [];
      const result = markets
        .filter((market) => market.typeId === MARKET_TYPES.result)
        .map((market) => market.outcomeKey);
      expect(result).toEqual(hasDraw(rulesOf(game.sportId)) ? ['1', 'X', '2'] : ['1', '2']);
      const main = markets.filter((market) => market.isMain);
      // The result, one total line (over, under), one handicap line (both sides).
      expect(main.filter((market) => market.typeId === MARKET_TYPES.total)).toHaveLength(2);
      expect(main.filter((market) => market.typeId === MARKET_TYPES.handicap)).toHaveLength(2);
      expect(main.filter((market) => market.typeId === MARKET_TYPES.result)).toHaveLength(result.length);
      expect(game.team1).not.toBe(game.team2);
    }
  });

  it('has several total lines, quarter handicaps, double chance and both-score markets for football', () => {
    const football = seed.markets.filter(
      (market) => seed.games.find((game) => game.id === market.gameId)?.sportId === 1,
    );
    const params = (typeId: number) =>
      new Set(football.filter((market) => market.typeId === typeId).map((market) => market.paramMilli));
    expect(params(MARKET_TYPES.total).size).toBeGreaterThanOrEqual(3);
    expect([...params(MARKET_TYPES.handicap)]).toEqual(expect.arrayContaining([-250, 250, 750, -750]));
    expect(football.some((market) => market.typeId === MARKET_TYPES.doubleChance)).toBe(true);
    expect(football.some((market) => market.typeId === MARKET_TYPES.bothScore && market.kind === 7)).toBe(true);
  });

  it('prices in exact thousandths, at least 1.01, with unique market ids', () => {
    for (const market of seed.markets) {
      expect(Number.isInteger(market.coefMilli)).toBe(true);
      expect(market.coefMilli).toBeGreaterThanOrEqual(MIN_COEF_MILLI);
    }
    expect(new Set(seed.markets.map((market) => market.id)).size).toBe(seed.markets.length);
    expect(new Set(seed.games.map((game) => game.id)).size).toBe(seed.games.length);
  });

  it('seeds live games with a clock, a period and a score that has not decided a set match', () => {
    for (const game of seed.games.filter((entry) => entry.status === 2 || entry.status === 3)) {
      expect(game.period).toBeGreaterThanOrEqual(1);
      expect(game.timeSeconds).toBeGreaterThanOrEqual(0);
      const score = { score1: game.score1 ?? -1, score2: game.score2 ?? -1, periods: game.periods ?? [] };
      expect(score.score1).toBeGreaterThanOrEqual(0);
      expect(isDecided(rulesOf(game.sportId), score)).toBe(false);
    }
  });

  it('has finished games with a result for the results page, and some top games', () => {
    const finished = seed.games.filter((game) => game.status === 4);
    expect(finished.length).toBeGreaterThan(0);
    for (const game of finished) {
      expect(game.finishedAt).toBeInstanceOf(Date);
      expect(game.score1).not.toBeNull();
      // No draw where the sport has none.
      if (!hasDraw(rulesOf(game.sportId))) expect(game.score1).not.toBe(game.score2);
    }
    expect(seed.games.filter((game) => game.isTop && game.status !== 4).length).toBeGreaterThan(5);
  });
});
