import type { UnknownAction } from '@reduxjs/toolkit';
import { GAME_STATUSES, type GameList } from '@bet/contract';
import { betUpdated, type BetChanges, type CouponBet } from '@bet/coupon/state';

/**
 * A game of the coupon as the line has it now: the game with every market it still offers, or
 * `gone` (the feed answered 404: finished or removed).
 */
export type GameNow = Pick<GameList, 'games' | 'markets'> | 'gone';

/**
 * What changed for one bet since the coupon last heard of its market: the coefficient (the
 * coupon's changeCoefAction then accepts it or asks the player), suspension, and the game's
 * state (live, clock, score, finished). A market or game the line no longer has suspends the
 * bet. Null when nothing changed, so a quiet line dispatches nothing.
 */
export function betChangesFrom(bet: CouponBet, now: GameNow): BetChanges | null {
  const game = now === 'gone' ? undefined : now.games.find((item) => item.id === bet.market.gameId);
  const market = now === 'gone' ? undefined : now.markets.find((item) => Number(item.id) === Number(bet.market.id));
  if (!game || !market) return bet.isBlocked ? null : { isBlocked: true };
  const changes: BetChanges = {};
  if (market.coef !== (bet.pendingCoef ?? bet.market.coef)) changes.coef = market.coef;
  if (market.isBlocked !== bet.isBlocked) changes.isBlocked = market.isBlocked;
  if (game.isLive !== bet.market.isLive) changes.market = { isLive: game.isLive };
  const isFinished = game.status === GAME_STATUSES.finished;
  if (game.status !== bet.game.status || game.time !== bet.game.time || isFinished !== bet.game.isFinished) {
    changes.game = { status: game.status, time: game.time, isFinished };
  }
  const scores = game.scores;
  const shown = bet.game.scores;
  if (scores && (!shown || shown.score1 !== scores.score1 || shown.score2 !== scores.score2)) {
    changes.game = {
      ...changes.game,
      scores: { score1: scores.score1, score2: scores.score2, periods: scores.periods },
    };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The coupon's updates from the games as the line has them now. */
export function couponUpdatesFrom(bets: readonly CouponBet[], games: ReadonlyMap<number, GameNow>): UnknownAction[] {
  const actions: UnknownAction[] = [];
  for (const bet of bets) {
    const now = games.get(bet.market.gameId);
    if (now === undefined) continue;
    const changes = betChangesFrom(bet, now);
    if (changes) actions.push(betUpdated({ id: bet.id, changes }));
  }
  return actions;
}
