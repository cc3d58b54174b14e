import { describe, expect, it } from 'vitest';
import type { Game, Market } from '@bet/contract';
import { betPayload, couponBetOf } from '@bet/coupon/testing';
import { betChangesFrom } from './coupon-bet-changes';
import { makeGameList, makeLineGame, makeMarket, makeScores } from './testing';

/** The coupon's bet on a game not started: market 501 of game 9001 at 1.85. */
const couponBet = () => couponBetOf(betPayload({ gameId: 9001, marketId: 501, gameStatus: 1 }));

/** The coupon's game (9001) in the line, not started, and its market 501. */
const game = (overrides: Partial<Game> = {}) => makeLineGame(9001, overrides);
const market = (overrides: Partial<Market> = {}) => makeMarket(501, 9001, overrides);
const list = (games: Game[], markets: Market[]) => makeGameList(games, 1, { markets });

describe('betChangesFrom (the line now → one bet of the coupon)', () => {
  it('is null while nothing moved', () => {
    expect(betChangesFrom(couponBet(), list([game()], [market()]))).toBeNull();
  });

  it('carries a new coefficient, a suspension and the game going live with its score', () => {
    const changes = betChangesFrom(
      couponBet(),
      list(
        [game({ status: 2, isLive: true, time: 600, scores: makeScores(1, 0) })],
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
