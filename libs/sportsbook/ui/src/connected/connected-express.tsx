import { useCallback } from 'react';
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import { betIdOf, expressOfTheDayRequested, selectIsBetInCoupon } from '@bet/coupon/state';
import { useCoefFormat } from '@bet/coupon-ui';
import {
  selectChampById,
  selectExpressOfTheDay,
  selectGameById,
  selectIsExpressOfTheDayShown,
  selectMarketById,
  selectSportById,
} from '@bet/sportsbook';
import { couponBetPayload } from '../bet-payload';
import { ExpressCard, type ExpressLeg } from '../express-card';
import { gameName } from '../game-facts';
import { useFeed } from '../use-feed';
import type { SportsbookUiState } from './state';

const sameLegs = (a: readonly ExpressLeg[], b: readonly ExpressLeg[]) =>
  a.length === b.length && a.every((leg, i) => shallowEqual(leg, b[i]));

/**
 * The express of the day (spec 02 §9: 15000) with "add all to the coupon": one press sends its
 * outcomes to the coupon's `expressOfTheDayRequested`, which makes them the coupon's bets as one
 * express with the express's id (never one-click bets).
 */
export function ConnectedExpressOfTheDay({ pageType }: { pageType?: string }) {
  // Issue 12: spec 01 §3 isAccumulatorOfTheDay / isLiveAccumulatorOfTheDay, by the section the
  // player is in. Off: the card is gone and its feed is not polled.
  const isShown = useSelector(selectIsExpressOfTheDayShown);
  return isShown ? <ShownExpressOfTheDay pageType={pageType} /> : null;
}

function ShownExpressOfTheDay({ pageType }: { pageType?: string | undefined }) {
  const dispatch = useDispatch();
  const store = useStore<SportsbookUiState>();
  useFeed({ kind: 'expressOfTheDay' });
  const formatCoef = useCoefFormat();
  const legs = useSelector((state: SportsbookUiState): readonly ExpressLeg[] => {
    const express = selectExpressOfTheDay(state);
    if (!express) return [];
    return express.marketIds.flatMap((marketId) => {
      const market = selectMarketById(state, marketId);
      const game = market && selectGameById(state, market.gameId);
      return market && game
        ? [
            {
              gameId: game.id,
              gameName: gameName(game),
              outcome: market.outcome,
              coefText: formatCoef(market.coef),
            },
          ]
        : [];
    });
  }, sameLegs);
  const totalCoef = useSelector((state: SportsbookUiState) => selectExpressOfTheDay(state)?.totalCoef);
  const allInCoupon = useSelector((state: SportsbookUiState) => {
    const express = selectExpressOfTheDay(state);
    return (
      express !== undefined &&
      express.marketIds.every((marketId) => {
        const market = selectMarketById(state, marketId);
        return market !== undefined && selectIsBetInCoupon(state, betIdOf(market.gameId, market.id));
      })
    );
  });
  const onAddAll = useCallback(() => {
    const state = store.getState();
    const express = selectExpressOfTheDay(state);
    if (!express) return;
    const bets = express.marketIds.flatMap((marketId) => {
      const market = selectMarketById(state, marketId);
      const game = market && selectGameById(state, market.gameId);
      if (!market || !game) return [];
      const payload = couponBetPayload({
        market,
        game,
        sport: selectSportById(state, game.sportId),
        champ: selectChampById(state, game.champId),
        pageType,
      });
      return [{ ...payload, isSkipOneClick: true }];
    });
    // One press: the express replaces the coupon's bets as one express with its id (spec 01 §3 expressId).
    dispatch(expressOfTheDayRequested({ expressId: express.expressId, bets }));
  }, [dispatch, store, pageType]);
  if (legs.length === 0 || totalCoef === undefined) return null;
  return <ExpressCard legs={legs} totalText={formatCoef(totalCoef)} allInCoupon={allInCoupon} onAddAll={onAddAll} />;
}
