import {
  getCyberDashboard,
  getExpressOfTheDay,
  getLineGame,
  getLineGames,
  getLineMenu,
  getResults,
  getTopGames,
  errorBodySchema,
  type ApiCall,
} from '@bet/contract';
import { totalCoef } from '@bet/coupon';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EPL_CHAMP_ID } from './catalogue';
import { RECOMMENDED_CHAMP_IDS, UPCOMING_WINDOW_HOURS } from './feed-lists';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

/** GETs a contract call and checks the answer with the call's own schema. */
async function get<C extends ApiCall>(
  call: C,
  query: Record<string, string | number> = {},
): Promise<z.output<C['response']>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await server.app.inject({ method: 'GET', url: `${call.path}?${search.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return call.response.parse(response.json()) as z.output<C['response']>;
}

const step = async (steps = 1) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/sandbox-api/control/sportsbook/step',
    payload: { steps },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { version: number }).version;
};

describe('getLineMenu', () => {
  it('lists sports and championships of a section with counts matching the lists', async () => {
    for (const section of ['line', 'live'] as const) {
      const menu = await get(getLineMenu, { section });
      expect(menu.section).toBe(section);
      expect(menu.sports.length).toBeGreaterThan(0);
      const list = await get(getLineGames, { section });
      const count = (sport: (typeof menu.sports)[number]) => (section === 'line' ? sport.lineCount : sport.liveCount);
      expect(menu.sports.reduce((sum, sport) => sum + count(sport), 0)).toBe(list.gameIds.length);
      for (const sport of menu.sports) {
        const games = await get(getLineGames, { section, sportId: sport.id });
        expect(games.gameIds).toHaveLength(count(sport));
        const champs = menu.champs.filter((champ) => champ.sportId === sport.id);
        expect(champs.reduce((sum, champ) => sum + (section === 'line' ? champ.lineCount : champ.liveCount), 0)).toBe(
          count(sport),
        );
      }
    }
  });

  it('names by lang: Russian for ru, English otherwise, with country names and ISO codes', async () => {
    const ru = await get(getLineMenu, { section: 'line', lang: 'ru' });
    const en = await get(getLineMenu, { section: 'line', lang: 'de' });
    expect(ru.sports.find((sport) => sport.id === 1)).toMatchObject({ name: 'Футбол', nameEng: 'Football' });
    expect(en.sports.find((sport) => sport.id === 1)).toMatchObject({ name: 'Football', nameEng: 'Football' });
    expect(ru.champs.find((champ) => champ.id === EPL_CHAMP_ID)).toMatchObject({
      name: 'Англия. Премьер-лига',
      countryName: 'Англия',
      countryIso: 'gb',
    });
    expect(en.champs.find((champ) => champ.id === 104)).toMatchObject({
      countryId: 1,
      countryIso: 'ru',
      countryName: 'Russia',
    });
  });
});

describe('getLineGames', () => {
  it('answers the full line with main markets only and no finished game', async () => {
    const list = await get(getLineGames, { section: 'line' });
    expect(list.full).toBe(true);
    expect(list.gameIds.length).toBeGreaterThan(200);
    expect(list.games.map((game) => game.id)).toEqual(list.gameIds);
    expect(list.games.every((game) => game.status === 1 && !game.isLive)).toBe(true);
    for (const game of list.games.slice(0, 50)) {
      const markets = list.markets.filter((market) => market.gameId === game.id);
      // 1X2 or 1-2, one total (2 outcomes), one handicap (2 outcomes).
      expect(markets.length === 6 || markets.length === 7).toBe(true);
      expect(game.marketCount).toBeGreaterThan(markets.length);
    }
    const live = await get(getLineGames, { section: 'live' });
    expect(
      live.games.every((game) => (game.status === 2 || game.status === 3) && game.isLive && game.scores !== null),
    ).toBe(true);
    expect(live.gameIds.length).toBeGreaterThanOrEqual(40);
  });

  it('filters by sport, championships and games', async () => {
    const epl = await get(getLineGames, { section: 'line', champIds: `${EPL_CHAMP_ID},102` });
    expect(epl.games.every((game) => game.champId === EPL_CHAMP_ID || game.champId === 102)).toBe(true);
    const tennis = await get(getLineGames, { section: 'line', sportId: 4 });
    expect(tennis.games.every((game) => game.sportId === 4)).toBe(true);
    const picked = tennis.gameIds.slice(0, 2);
    const multi = await get(getLineGames, { section: 'line', gameIds: picked.join(',') });
    expect(multi.gameIds).toEqual(picked);
  });

  describe('the time filter (spec 01 §3 "Options": all, upcoming, first period, second period, recommended)', () => {
    it('all is the same list as no filter', async () => {
      const all = await get(getLineGames, { section: 'line', timeFilter: 'all' });
      expect(all.gameIds).toEqual((await get(getLineGames, { section: 'line' })).gameIds);
    });

    it('upcoming keeps line games starting within the next 3 hours', async () => {
      const soon = await get(getLineGames, { section: 'line', timeFilter: 'upcoming' });
      const now = server.clock.now() / 1000;
      expect(soon.gameIds.length).toBeGreaterThan(0);
      expect(soon.games.every((game) => game.status === 1 && game.startTime >= now)).toBe(true);
      expect(soon.games.every((game) => game.startTime <= now + UPCOMING_WINDOW_HOURS * 3600)).toBe(true);
      expect(soon.gameIds.length).toBeLessThan((await get(getLineGames, { section: 'line' })).gameIds.length);
      // Inside its section: live games have started, so none is upcoming.
      expect((await get(getLineGames, { section: 'live', timeFilter: 'upcoming' })).gameIds).toEqual([]);
    });

    it('first and second period keep live games in play in that period, from the game state', async () => {
      const live = await get(getLineGames, { section: 'live' });
      for (const [timeFilter, period] of [
        ['firstPeriod', 1],
        ['secondPeriod', 2],
      ] as const) {
        const list = await get(getLineGames, { section: 'live', timeFilter });
        const expected = live.games
          .filter((game) => game.status === 2 && game.period === period)
          .map((game) => game.id);
        expect(list.gameIds.length).toBeGreaterThan(0);
        expect([...list.gameIds].sort()).toEqual([...expected].sort());
        expect((await get(getLineGames, { section: 'line', timeFilter })).gameIds).toEqual([]);
      }
    });

    it('first period follows the simulator: a game started now is in it', async () => {
      const [lineGame] = (await get(getLineGames, { section: 'line', champIds: EPL_CHAMP_ID })).games;
      if (!lineGame) throw new Error('no EPL line game');
      const started = await server.app.inject({
        method: 'POST',
        url: '/sandbox-api/control/sportsbook/game',
        payload: { gameId: lineGame.id, status: 2 },
      });
      expect(started.statusCode, started.body).toBe(200);
      const first = await get(getLineGames, { section: 'live', timeFilter: 'firstPeriod' });
      expect(first.gameIds).toContain(lineGame.id);
      const second = await get(getLineGames, { section: 'live', timeFilter: 'secondPeriod' });
      expect(second.gameIds).not.toContain(lineGame.id);
    });

    it('recommended keeps top games and the featured championships', async () => {
      const list = await get(getLineGames, { section: 'line', timeFilter: 'recommended' });
      expect(list.gameIds.length).toBeGreaterThan(0);
      expect(list.games.every((game) => game.isTop || RECOMMENDED_CHAMP_IDS.includes(game.champId))).toBe(true);
      expect(list.games.some((game) => game.champId === EPL_CHAMP_ID)).toBe(true);
    });

    it('refuses a value it does not know with a 400', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `${getLineGames.path}?section=line&timeFilter=3`,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('names teams and outcomes by lang', async () => {
    const ru = await get(getLineGames, { section: 'line', champIds: EPL_CHAMP_ID, lang: 'ru' });
    const en = await get(getLineGames, { section: 'line', champIds: EPL_CHAMP_ID, lang: 'en' });
    expect(ru.games[0]?.team1).toMatch(/[А-Яа-я]/);
    expect(en.games[0]?.team1).toMatch(/^[A-Za-z ]+$/);
    expect(ru.markets.some((market) => market.outcome.startsWith('Больше '))).toBe(true);
    expect(en.markets.some((market) => market.outcome === 'Over 2.5' && market.group === 'Total')).toBe(true);
    expect(en.markets.some((market) => market.outcome === 'X')).toBe(true);
  });

  it('with since answers only what changed, plus every id of the list, and stays small', async () => {
    const before = await get(getLineGames, { section: 'live' });
    server.clock.advance(2000);
    await step();
    const poll = async () => {
      const started = performance.now();
      const answer = await server.app.inject({
        method: 'GET',
        url: `/web-api/line/games?section=live&since=${before.version}`,
      });
      return { answer, took: performance.now() - started };
    };
    await poll();
    const { answer: response, took } = await poll();
    const delta = getLineGames.response.parse(response.json());
    // A measurement, not an assertion of time (timing depends on the machine).
    console.info(
      `live poll with since: ${took.toFixed(1)} ms, ${response.body.length} bytes, ${delta.games.length} games, ${delta.markets.length} markets`,
    );
    expect(delta.full).toBe(false);
    expect(delta.version).toBeGreaterThan(before.version);
    expect(delta.games.every((game) => game.version > before.version)).toBe(true);
    expect(delta.markets.every((market) => market.version > before.version)).toBe(true);
    expect(delta.games.length).toBeLessThan(before.games.length);
    expect(delta.gameIds).toEqual((await get(getLineGames, { section: 'live' })).gameIds);
    expect(response.body.length).toBeLessThan(16_000);
    // Asking again with the newest version gives nothing.
    const none = await get(getLineGames, { section: 'live', since: delta.version });
    expect(none).toMatchObject({ full: false, games: [], markets: [] });
    expect(none.gameIds).toEqual(delta.gameIds);
  });

  it('answers in full to a since newer than the feed (a sandbox restarted on a fresh database)', async () => {
    const full = await get(getLineGames, { section: 'live' });
    const ahead = await get(getLineGames, { section: 'live', since: full.version + 1000 });
    expect(ahead.full).toBe(true);
    expect(ahead.games.map((game) => game.id)).toEqual(full.gameIds);
  });

  it('refuses a malformed query with the contract error body', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/web-api/line/games?section=soon' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).errors?.[0]?.code).toBe('invalid_query');
  });
});

describe('getLineGame', () => {
  it('answers a game with every market, or nothing newer than since', async () => {
    const list = await get(getLineGames, { section: 'line', sportId: 1 });
    const gameId = list.gameIds[0] ?? 0;
    const page = await get(getLineGame, { gameId });
    expect(page.gameIds).toEqual([gameId]);
    expect(page.games[0]?.marketCount).toBe(page.markets.length);
    const types = new Set(page.markets.map((market) => market.typeId));
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(page.markets.some((market) => market.param === -0.25 || market.param === 0.75)).toBe(true);
    const same = await get(getLineGame, { gameId, since: page.version });
    expect(same).toMatchObject({ full: false, gameIds: [gameId], games: [], markets: [] });
  });

  it('is a 404 with the error body for an unknown game', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/web-api/line/game?gameId=999' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).errors?.[0]?.code).toBe('game_not_found');
  });
});

describe('getTopGames, getCyberDashboard', () => {
  it('lists top games of a section', async () => {
    const top = await get(getTopGames, { section: 'line' });
    expect(top.games.length).toBeGreaterThan(0);
    expect(top.games.every((game) => game.isTop && game.status === 1)).toBe(true);
  });

  it('lists cyber games, live first, optionally of one discipline', async () => {
    const all = await get(getCyberDashboard);
    expect(all.games.length).toBeGreaterThan(0);
    expect(all.games.every((game) => game.cyberTypeId !== null)).toBe(true);
    const firstLine = all.games.findIndex((game) => !game.isLive);
    expect(all.games.slice(firstLine).every((game) => !game.isLive)).toBe(true);
    const cs = await get(getCyberDashboard, { cyberTypeId: 1 });
    expect(cs.games.length).toBeGreaterThan(0);
    expect(cs.games.every((game) => game.cyberTypeId === 1)).toBe(true);
  });
});

describe('getExpressOfTheDay', () => {
  it('offers 3 to 5 line games, one leg each, with the total rounded half up from the exact product', async () => {
    const express = await get(getExpressOfTheDay, { lang: 'en' });
    expect(express.games.length).toBeGreaterThanOrEqual(3);
    expect(express.games.length).toBeLessThanOrEqual(5);
    expect(express.markets).toHaveLength(express.games.length);
    expect(new Set(express.markets.map((market) => market.gameId))).toEqual(
      new Set(express.games.map((game) => game.id)),
    );
    expect(express.games.every((game) => game.status === 1)).toBe(true);
    expect(express.markets.every((market) => !market.isBlocked && market.typeId === 1)).toBe(true);
    expect(express.totalCoef).toBe(totalCoef(express.markets.map((market) => market.coef)));
    // The same express all day.
    expect(await get(getExpressOfTheDay, { lang: 'en' })).toEqual(express);
  });
});

describe('getResults', () => {
  it('lists games finished on a day, filtered by sport', async () => {
    const now = server.clock.now();
    const today = await get(getResults, { date: Math.floor(now / 1000) });
    const yesterday = await get(getResults, { date: Math.floor(now / 1000) - 86_400 });
    const all = [...today.results, ...yesterday.results];
    expect(all.length).toBeGreaterThan(0);
    const dayStart = Math.floor(now / 86_400_000) * 86_400;
    expect(
      today.results.every((result) => result.finishedAt >= dayStart && result.finishedAt < dayStart + 86_400),
    ).toBe(true);
    const sportId = all[0]?.sportId ?? 1;
    const bySport = [
      ...(await get(getResults, { date: Math.floor(now / 1000), sportId })).results,
      ...(await get(getResults, { date: Math.floor(now / 1000) - 86_400, sportId })).results,
    ];
    expect(bySport.length).toBeGreaterThan(0);
    expect(bySport.every((result) => result.sportId === sportId)).toBe(true);
  });
});

// Found by the contract fuzzing (src/fuzz): ids past the int4 columns made PostgreSQL fail the query (500).
describe('ids no row can have', () => {
  it('getLineGame of such a game is game_not_found (404)', async () => {
    const response = await server.app.inject({ url: '/web-api/line/game?gameId=4294967296' });
    expect(response.statusCode, response.body).toBe(404);
  });

  it('getLineGames filtered by such ids is an empty list, not a 500', async () => {
    for (const filter of ['sportId=4294967296', 'champIds=4294967296', 'gameIds=1,99999999999']) {
      const response = await server.app.inject({ url: `/web-api/line/games?section=line&${filter}` });
      expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
      expect(response.json<{ games: unknown[] }>().games).toEqual([]);
    }
  });
});

describe('getResults on a day past what a date holds', () => {
  it('is a 400 with the error body, not a 500 (found by the contract fuzzing)', async () => {
    const response = await server.app.inject({ url: '/web-api/line/results?date=9007199254740991' });
    expect(response.statusCode, response.body).toBe(400);
    for (const date of ['8639999999999', '-8639999999999']) {
      const edge = await server.app.inject({ url: `/web-api/line/results?date=${date}` });
      expect(edge.statusCode, `${date}: ${edge.body}`).toBeLessThan(500);
    }
  });

  it('results of a sport or championship no row can have are empty', async () => {
    for (const filter of ['sportId=4294967296', 'champId=4294967296']) {
      const response = await server.app.inject({ url: `/web-api/line/results?${filter}` });
      expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
      expect(response.json<{ results: unknown[] }>().results).toEqual([]);
    }
  });
});
