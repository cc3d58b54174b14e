import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, Game, GameList, Market } from '@bet/contract';
import {
  betAdded,
  betFromPayload,
  couponReducer,
  parseCouponBetPayload,
  settingsChanged,
  type CouponBet,
} from '@bet/coupon/state';
import { ApiError } from '@bet/request';
import { pageLeft, pageReducer } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import { betChangesFrom, COUPON_REFRESH_MS, couponRefreshSaga } from './coupon-refresh';

function couponBet(marketId = 501, gameId = 9001, coef = 1.85): CouponBet {
  const parsed = parseCouponBetPayload({ market: { id: marketId, coef, gameId, isLive: false }, game: { status: 1 } });
  if (!parsed.ok) throw new Error('fixture');
  return betFromPayload(parsed.payload);
}

function game(overrides: Partial<Game> = {}): Game {
  return {
    id: 9001,
    sportId: 1,
    champId: 7,
    number: 12,
    team1: 'Arsenal',
    team2: 'Chelsea',
    startTime: 1_800_000_000,
    status: 1,
    isLive: false,
    time: null,
    period: null,
    scores: null,
    marketCount: 3,
    cyberTypeId: null,
    isTop: false,
    version: 1,
    ...overrides,
  };
}

function market(overrides: Partial<Market> = {}): Market {
  return {
    id: 501,
    gameId: 9001,
    typeId: 1,
    group: '1X2',
    outcome: '1',
    param: null,
    coef: 1.85,
    isBlocked: false,
    kind: 0,
    version: 1,
    ...overrides,
  };
}

const list = (games: Game[], markets: Market[]): GameList => ({
  version: 1,
  full: true,
  gameIds: games.map((g) => g.id),
  games,
  markets,
});

describe('betChangesFrom (the line now → one bet of the coupon)', () => {
  it('is null while nothing moved', () => {
    expect(betChangesFrom(couponBet(), list([game()], [market()]))).toBeNull();
  });

  it('carries a new coefficient, a suspension and the game going live with its score', () => {
    const changes = betChangesFrom(
      couponBet(),
      list(
        [game({ status: 2, isLive: true, time: 600, scores: { score1: 1, score2: 0, periods: [] } })],
        [market({ coef: 1.7, isBlocked: true })],
      ),
    );
    expect(changes).toEqual({
      coef: 1.7,
      isBlocked: true,
      market: { isLive: true },
      game: { status: 2, time: 600, isFinished: false, scores: { score1: 1, score2: 0, periods: [] } },
    });
  });

  it('does not repeat a change already waiting for the player', () => {
    expect(betChangesFrom({ ...couponBet(), pendingCoef: 1.7 }, list([game()], [market({ coef: 1.7 })]))).toBeNull();
  });

  it('suspends a bet whose market or game the line no longer has', () => {
    expect(betChangesFrom(couponBet(), 'gone')).toEqual({ isBlocked: true });
    expect(betChangesFrom(couponBet(), list([game()], []))).toEqual({ isBlocked: true });
    expect(betChangesFrom({ ...couponBet(), isBlocked: true }, 'gone')).toBeNull();
  });
});

describe('couponRefreshSaga (spec 02 §9 coupon 10000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(answer: (gameId: number) => GameList) {
    const calls: number[] = [];
    const api = {
      call: (async (_call: ApiCall, options?: { query?: { gameId?: number } }) => {
        const gameId = options?.query?.gameId ?? 0;
        calls.push(gameId);
        if (gameId === 404) throw new ApiError({ kind: 'http', status: 404, message: 'Not found' });
        return answer(gameId);
      }) as never,
    };
    const { store } = createTestStore({
      reducer: { coupon: couponReducer, page: pageReducer },
      sagas: [() => couponRefreshSaga({ api, logger: { warn: () => undefined } })],
    });
    return { store, calls };
  }

  it('reads each game of the coupon every 10 s; a drop waits for the player, a lost game suspends', async () => {
    const { store, calls } = start(() => list([game()], [market({ coef: 1.7 })]));
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    store.dispatch(betAdded({ bet: couponBet(601, 404, 2), addedAt: 0 }));

    await vi.advanceTimersByTimeAsync(COUPON_REFRESH_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([9001, 404]);
    const bets = store.getState().coupon.bets.entities;
    // changeCoefAction 2 (default): a drop is asked, the accepted coefficient stays.
    expect(bets['9001:501']).toMatchObject({ pendingCoef: 1.7, market: { coef: 1.85 } });
    expect(bets['404:601']?.isBlocked).toBe(true);

    await vi.advanceTimersByTimeAsync(COUPON_REFRESH_MS);
    expect(calls).toEqual([9001, 404, 9001, 404]);
  });

  it('under "accept any change" takes the new coefficient at once', async () => {
    const { store } = start(() => list([game()], [market({ coef: 1.7 })]));
    store.dispatch(settingsChanged({ changeCoefAction: 1 }));
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    await vi.advanceTimersByTimeAsync(COUPON_REFRESH_MS);
    expect(store.getState().coupon.bets.entities['9001:501']).toMatchObject({
      pendingCoef: null,
      market: { coef: 1.7 },
    });
  });

  it('asks nothing while the coupon is empty or the page is away', async () => {
    const { store, calls } = start(() => list([game()], [market()]));
    await vi.advanceTimersByTimeAsync(COUPON_REFRESH_MS);
    expect(calls).toEqual([]);
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    store.dispatch(pageLeft());
    await vi.advanceTimersByTimeAsync(COUPON_REFRESH_MS * 3);
    expect(calls).toEqual([]);
  });
});
