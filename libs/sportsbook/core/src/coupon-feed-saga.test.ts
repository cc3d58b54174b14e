import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betAdded, betRemoved, settingsChanged } from '@bet/coupon/state';
import { betPayload, couponBetOf, type BetFixture } from '@bet/coupon/testing';
import { pageLeft, pageReturned } from '@bet/platform';
import { REFRESH_INTERVALS } from './refresh-intervals';
import { createSportsbookHarness, httpFailure, makeGameList, makeLineGame, makeMarket } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** Spec 02 §9 "coupon | 10000 | 10000". */
const COUPON_MS = REFRESH_INTERVALS.coupon.line;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A bet of the coupon on a game not started: market 501 of game 9001 at 1.85 unless told otherwise. */
const couponBet = (fixture: BetFixture = {}) =>
  couponBetOf(betPayload({ gameId: 9001, marketId: 501, gameStatus: 1, ...fixture }));

/** The sportsbook's feeds and the bridge on a real store with the coupon; game 404 is gone from the line. */
function start(coef = 1.7) {
  const { store, feedApi } = createSportsbookHarness();
  feedApi.answer('getLineGame', (query) => {
    const gameId = Number(query['gameId']);
    if (gameId === 404) throw httpFailure(404);
    const game = makeLineGame(gameId);
    return makeGameList([game], 1, { markets: [makeMarket(501, gameId, { coef })] });
  });
  const gameCalls = () => feedApi.callsTo('getLineGame').map((call) => Number(call.query['gameId']));
  const bet = (id: string) => store.getState().coupon.bets.entities[id];
  return { store, gameCalls, bet };
}

describe('the coupon follows the game feed (spec 02 §9 coupon 10000 ms)', () => {
  it('polls each game of the coupon while it is in it; a drop waits for the player, a lost game suspends', async () => {
    const { store, gameCalls, bet } = start();
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    store.dispatch(betAdded({ bet: couponBet({ gameId: 404, coef: 2 }), addedAt: 0 }));
    await tick(0);
    expect(gameCalls()).toEqual([9001, 404]);
    // changeCoefAction 2 (default): a drop is asked, the accepted coefficient stays.
    expect(bet('9001:501')).toMatchObject({ pendingCoef: 1.7, market: { coef: 1.85 } });
    expect(bet('404:501')?.isBlocked).toBe(true);

    // The gone game is asked again by the feed's own backoff; the live one every 10 s.
    const callsOf = (gameId: number) => gameCalls().filter((id) => id === gameId).length;
    await tick(COUPON_MS - 1);
    expect(callsOf(9001)).toBe(1);
    await tick(1);
    expect(callsOf(9001)).toBe(2);

    store.dispatch(betRemoved({ id: '9001:501' }));
    store.dispatch(betRemoved({ id: '404:501' }));
    const asked = gameCalls().length;
    await tick(COUPON_MS * 3);
    expect(gameCalls()).toHaveLength(asked);
  });

  it('under "accept any change" takes the new coefficient at once', async () => {
    const { store, bet } = start();
    store.dispatch(settingsChanged({ changeCoefAction: 1 }));
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    await tick(0);
    expect(bet('9001:501')).toMatchObject({ pendingCoef: null, market: { coef: 1.7 } });
  });

  it('shares one poll between bets of the same game, and dispatches nothing while the line is quiet', async () => {
    const { store, gameCalls } = start(1.85);
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    store.dispatch(betAdded({ bet: couponBet({ marketId: 502, coef: 2 }), addedAt: 0 }));
    await tick(0);
    expect(gameCalls()).toEqual([9001]);
    // Market 502 is not offered any more: that bet is suspended, the other one stays as it was.
    expect(store.getState().coupon.bets.entities['9001:502']?.isBlocked).toBe(true);
    const quiet = store.getState().coupon.bets.entities['9001:501'];
    expect(quiet).toMatchObject({ isBlocked: false, pendingCoef: null });
    await tick(COUPON_MS);
    expect(gameCalls()).toEqual([9001, 9001]);
    expect(store.getState().coupon.bets.entities['9001:501']).toBe(quiet);
  });

  it('asks nothing while the coupon is empty or the page is away, and catches up on return', async () => {
    const { store, gameCalls } = start();
    await tick(COUPON_MS);
    expect(gameCalls()).toEqual([]);
    store.dispatch(pageLeft());
    store.dispatch(betAdded({ bet: couponBet(), addedAt: 0 }));
    await tick(COUPON_MS * 3);
    expect(gameCalls()).toEqual([]);
    store.dispatch(pageReturned());
    await tick(0);
    expect(gameCalls()).toEqual([9001]);
  });
});
