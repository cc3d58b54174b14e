import { describe, expect, it } from 'vitest';
import type { Game, GameList, Market } from '@bet/contract';
import { betFromPayload, parseCouponBetPayload, type CouponBet } from '@bet/coupon/state';
import { betChangesFrom } from './coupon-bet-changes';

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
