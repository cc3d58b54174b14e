import { createSelector, type Action } from '@reduxjs/toolkit';
import type { BettingSection, Market } from '@bet/contract';
import { isCouponBetLive, selectCouponBets, type CouponBet, type WithCoupon } from '@bet/coupon/state';
import { put, select, takeEvery } from 'redux-saga/effects';
import { couponUpdatesFrom, type GameNow } from './coupon-bet-changes';
import type { FeedRequest } from './feed-request';
import { selectGameById, selectMarketById } from './selectors';
import { feedFailed, feedSubscribed, feedUnsubscribed, gameListLoaded } from './sportsbook-slice';
import type { WithSportsbook } from './sportsbook-state';

type State = WithSportsbook & WithCoupon;

/** The 404 of a game call: the line no longer has the game (finished or removed). */
const GONE_STATUS = 404;

/** The coupon's poll of one of its games: spec 02 §9 "coupon | 10000 | 10000" (refresh-intervals.ts). */
export function couponGameRequest(gameId: number, section: BettingSection): FeedRequest {
  return { kind: 'game', gameId, section, subject: 'coupon' };
}

/** The coupon's games, each with the section its bets are in (live if one of them is live). */
const selectCouponGames = createSelector([selectCouponBets], (bets): ReadonlyMap<number, BettingSection> => {
  const games = new Map<number, BettingSection>();
  for (const bet of bets) {
    if (games.get(bet.market.gameId) !== 'live') games.set(bet.market.gameId, isCouponBetLive(bet) ? 'live' : 'line');
  }
  return games;
});

/** The game as the feed has it after the merge, with every market it still offers. */
function gameNow(state: State, gameId: number): GameNow | undefined {
  const game = selectGameById(state, gameId);
  if (!game) return undefined;
  const markets = (state.sportsbook.allMarketIds[gameId] ?? [])
    .map((id) => selectMarketById(state, id))
    .filter((market): market is Market => market !== undefined);
  return { games: [game], markets };
}

/** The game a feed polls with every market (a game page or the coupon's own poll), if it is one. */
function gameOfFeed(state: State, key: string): number | undefined {
  const request = state.sportsbook.feeds[key]?.request;
  return request?.kind === 'game' ? request.gameId : undefined;
}

function* updateBetsOf(gameId: number, now: GameNow | undefined) {
  if (now === undefined) return;
  const bets: CouponBet[] = yield select(selectCouponBets);
  for (const action of couponUpdatesFrom(bets, new Map([[gameId, now]]))) yield put(action);
}

const isCouponEvent = (action: Action) => action.type.startsWith('coupon/');

/**
 * The bridge from the line to the coupon, held by the sportsbook (ARCHITECTURE.md "How features
 * talk"): while a game is in the coupon the feed polls it (its own ref-counted `game` request of
 * subject coupon, spec 02 §9 coupon 10000 ms, paused with the page like every feed), and every
 * answer of a game feed for a game in the coupon (the coupon's poll or the game page's) updates
 * the coupon's bets from the merged line: coefficient, suspension, live state, clock, score. A
 * game the feed reports gone (404) or a market it no longer offers suspends the bet.
 */
export function* couponFeedSaga() {
  const subscribed = new Map<number, FeedRequest>();

  function* follow() {
    const games: ReadonlyMap<number, BettingSection> = yield select(selectCouponGames);
    for (const [gameId, request] of [...subscribed]) {
      if (games.has(gameId)) continue;
      subscribed.delete(gameId);
      yield put(feedUnsubscribed({ request }));
    }
    for (const [gameId, section] of games) {
      if (subscribed.has(gameId)) continue;
      const request = couponGameRequest(gameId, section);
      subscribed.set(gameId, request);
      yield put(feedSubscribed({ request }));
    }
  }

  yield* follow();
  yield takeEvery(isCouponEvent, follow);
  yield takeEvery(gameListLoaded.type, function* (action: ReturnType<typeof gameListLoaded>) {
    const state: State = yield select((root: State) => root);
    const gameId = gameOfFeed(state, action.payload.key);
    if (gameId === undefined || !selectCouponGames(state).has(gameId)) return;
    yield* updateBetsOf(gameId, gameNow(state, gameId));
  });
  yield takeEvery(feedFailed.type, function* (action: ReturnType<typeof feedFailed>) {
    if (action.payload.httpStatus !== GONE_STATUS) return;
    const state: State = yield select((root: State) => root);
    const gameId = gameOfFeed(state, action.payload.key);
    if (gameId === undefined || !selectCouponGames(state).has(gameId)) return;
    yield* updateBetsOf(gameId, 'gone');
  });
}
