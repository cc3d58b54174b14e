import type { UnknownAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select } from 'redux-saga/effects';
import { getLineGame, GAME_STATUSES, type GameList } from '@bet/contract';
import { betUpdated, selectCouponBets, type BetChanges, type CouponBet, type WithCoupon } from '@bet/coupon/state';
import type { ApiClient } from '@bet/request';
import { isApiError } from '@bet/request';
import { selectIsPageAway } from '@bet/platform';

/** Spec 02 §9 "Data refresh intervals": "coupon | 10000 | 10000" (line and live alike). */
export const COUPON_REFRESH_MS = 10_000;
/** Logged when a game of the coupon could not be read; the next round tries again. */
export const COUPON_REFRESH_FAILED = 'Coupon refresh failed';

/** A game of the coupon as the line has it now: its list, or `gone` (404: finished or removed). */
export type GameNow = GameList | 'gone';

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

interface RefreshDeps {
  api: Pick<ApiClient, 'call'>;
  logger: { warn(message: string, details?: unknown): void };
}

function* readGame(deps: RefreshDeps, gameId: number) {
  try {
    const list: GameList = yield call(() => deps.api.call(getLineGame, { query: { gameId } }));
    return list;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'gone';
    deps.logger.warn(COUPON_REFRESH_FAILED, { gameId, error });
    return undefined;
  }
}

/** One round: every game of the coupon read once (every market, not only the main ones). */
export function* refreshCouponOnce(deps: RefreshDeps) {
  const bets: CouponBet[] = yield select((state: WithCoupon) => selectCouponBets(state));
  const gameIds = [...new Set(bets.map((bet) => bet.market.gameId))];
  if (gameIds.length === 0) return;
  const lists: (GameNow | undefined)[] = yield all(gameIds.map((gameId) => call(readGame, deps, gameId)));
  const games = new Map<number, GameNow>();
  gameIds.forEach((gameId, index) => {
    const now = lists[index];
    if (now !== undefined) games.set(gameId, now);
  });
  // The bets as they are now: the player may have removed one while the calls ran.
  const current: CouponBet[] = yield select((state: WithCoupon) => selectCouponBets(state));
  for (const action of couponUpdatesFrom(current, games)) yield put(action);
}

/**
 * Spec 02 §9: the coupon's bets follow the line every 10 s while there are any, and not while
 * the page is away (the sportsbook's page-leave pause, spec 01 §4, which also forces a refresh
 * on return through its own feeds; the coupon catches up at its next round).
 */
export function* couponRefreshSaga(deps: RefreshDeps) {
  for (;;) {
    yield delay(COUPON_REFRESH_MS);
    const paused: boolean = yield select(selectIsPageAway);
    if (!paused) yield call(refreshCouponOnce, deps);
  }
}
