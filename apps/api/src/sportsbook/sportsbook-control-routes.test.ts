import {
  errorBodySchema,
  getLineGame,
  getLineGames,
  getResults,
  setGameState,
  setMarket,
  setSimulator,
  simulatorStateSchema,
  stepSimulator,
} from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';
import { openGameCount } from './testing/open-game-count';

const settledGames: number[] = [];
const server = useTestServer({
  settlementHook: async (_db, gameId) => {
    settledGames.push(gameId);
    return 3;
  },
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, ...(payload ? { payload } : {}) });

async function list(section: 'line' | 'live', since?: number) {
  const response = await send(
    'GET',
    `/web-api/line/games?section=${section}${since === undefined ? '' : `&since=${since}`}`,
  );
  return getLineGames.response.parse(response.json());
}

const openCount = () => openGameCount(server.database.db);

describe('setSimulator and stepSimulator', () => {
  it('is paused in test mode, switches and steps with a rising feed version', async () => {
    const state = await send('PUT', setSimulator.path, {});
    expect(simulatorStateSchema.parse(state.json())).toEqual({ running: false, tickMs: 2000 });
    expect(state.headers['cache-control']).toBe('no-store');
    expect((await send('PUT', setSimulator.path, { tickMs: 500 })).json()).toEqual({ running: false, tickMs: 500 });
    expect((await send('PUT', setSimulator.path, { tickMs: 50 })).statusCode).toBe(400);

    const first = stepSimulator.response.parse((await send('POST', stepSimulator.path, { steps: 1 })).json());
    const second = stepSimulator.response.parse((await send('POST', stepSimulator.path, { steps: 3 })).json());
    expect(second.version).toBe(first.version + 3);
    expect((await send('POST', stepSimulator.path, { steps: 0 })).statusCode).toBe(400);
  });

  it('reset keeps the feed and pauses the simulator again', async () => {
    const before = (await list('line')).gameIds;
    expect((await send('PUT', setSimulator.path, { running: true })).json()).toMatchObject({ running: true });
    expect((await send('POST', '/sandbox-api/control/reset')).statusCode).toBe(200);
    expect((await send('PUT', setSimulator.path, {})).json()).toMatchObject({ running: false });
    expect((await list('line')).gameIds).toEqual(before);
  });
});

describe('setMarket', () => {
  it('sets a price and suspends a market; a poll with since sees the change', async () => {
    const live = await list('live');
    const market = live.markets[0];
    if (!market) throw new Error('no live market');
    const response = await send('POST', setMarket.path, { marketId: market.id, coef: 2.345, isBlocked: true });
    expect(setMarket.response.parse(response.json())).toEqual({ marketId: market.id, coef: 2.345, isBlocked: true });
    const delta = await list('live', live.version);
    expect(delta.markets).toEqual([expect.objectContaining({ id: market.id, coef: 2.345, isBlocked: true })]);
    expect(delta.games.map((game) => game.id)).toEqual([market.gameId]);

    const resumed = await send('POST', setMarket.path, { marketId: market.id, isBlocked: false });
    expect(resumed.json()).toEqual({ marketId: market.id, coef: 2.345, isBlocked: false });
  });

  it('refuses an unknown market (404) and a coefficient finer than thousandths (400)', async () => {
    const unknown = await send('POST', setMarket.path, { marketId: 12, coef: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).errors?.[0]?.code).toBe('market_not_found');
    const live = await list('live');
    expect((await send('POST', setMarket.path, { marketId: live.markets[0]?.id, coef: 2.3456 })).statusCode).toBe(400);
  });
});

describe('setGameState', () => {
  it('starts a line game, finishes it with a score, settles it and replaces it in the line', async () => {
    const line = await list('line');
    const gameId = line.gameIds[0] ?? 0;
    const open = await openCount();

    const started = await send('POST', setGameState.path, { gameId, status: 2 });
    expect(setGameState.response.parse(started.json())).toEqual({ gameId, status: 2, settledCoupons: 0 });
    expect((await list('live')).gameIds).toContain(gameId);
    expect((await list('line')).gameIds).not.toContain(gameId);
    // A step does not undo it: the start time moved to now.
    await send('POST', stepSimulator.path, { steps: 1 });
    expect((await list('live')).gameIds).toContain(gameId);

    settledGames.length = 0;
    const finished = await send('POST', setGameState.path, { gameId, status: 4, score1: 2, score2: 1 });
    expect(finished.json()).toEqual({ gameId, status: 4, settledCoupons: 3 });
    expect(settledGames).toEqual([gameId]);
    expect((await list('live')).gameIds).not.toContain(gameId);
    expect(await openCount()).toBe(open);

    const page = getLineGame.response.parse((await send('GET', `/web-api/line/game?gameId=${gameId}`)).json());
    expect(page.games[0]).toMatchObject({ status: 4, scores: { score1: 2, score2: 1 } });
    expect(page.markets.every((market) => market.isBlocked)).toBe(true);
    const results = getResults.response.parse(
      (await send('GET', `/web-api/line/results?date=${Math.floor(server.clock.now() / 1000)}`)).json(),
    );
    expect(results.results.find((result) => result.gameId === gameId)?.scores).toMatchObject({ score1: 2, score2: 1 });

    const again = await send('POST', setGameState.path, { gameId, status: 2 });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).errors?.[0]?.code).toBe('game_finished');
  });

  it('puts a live game in a break and back in play, and a game back in the line', async () => {
    const gameId = (await list('line')).gameIds[1] ?? 0;
    await send('POST', setGameState.path, { gameId, status: 2 });
    await send('POST', setGameState.path, { gameId, status: 3 });
    const inBreak = (await list('live')).games.find((game) => game.id === gameId);
    expect(inBreak).toMatchObject({ status: 3, period: 1 });
    await send('POST', setGameState.path, { gameId, status: 2 });
    expect((await list('live')).games.find((game) => game.id === gameId)).toMatchObject({ status: 2, period: 2 });
    await send('POST', setGameState.path, { gameId, status: 1 });
    expect((await list('line')).games.find((game) => game.id === gameId)).toMatchObject({ status: 1, scores: null });
  });

  it('is a 404 for an unknown game', async () => {
    const response = await send('POST', setGameState.path, { gameId: 5, status: 4 });
    expect(response.statusCode).toBe(404);
  });
});

describe('in production mode', () => {
  it('has no simulator control but serves the line', async () => {
    await server.restart({ mode: 'production' });
    expect((await send('PUT', setSimulator.path, {})).statusCode).toBe(404);
    expect((await send('POST', stepSimulator.path, { steps: 1 })).statusCode).toBe(404);
    expect((await send('GET', '/web-api/line/menu?section=line')).statusCode).toBe(200);
    // Production runs the simulator on its timer; the restart of the next test stops it.
    await server.app.close();
  });
});
