import { useCallback } from 'react';
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import { formatCoef } from '@bet/coupon';
import { betAddRequested, betIdOf, selectCoefViewId, selectIsBetInCoupon } from '@bet/coupon/state';
import {
  selectChampById,
  selectExpressOfTheDay,
  selectGameById,
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
 * The express of the day (spec 02 §9: 15000) with "add all to the coupon": each outcome not in
 * the coupon yet goes in through the coupon's `betAddRequested`, never as a one-click bet.
 */
export function ConnectedExpressOfTheDay({ pageType }: { pageType?: string }) {
  const dispatch = useDispatch();
  const store = useStore<SportsbookUiState>();
  useFeed({ kind: 'expressOfTheDay' });
  const coefView = useSelector(selectCoefViewId);
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
              coefText: formatCoef(market.coef, coefView),
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
    for (const marketId of selectExpressOfTheDay(state)?.marketIds ?? []) {
      const market = selectMarketById(state, marketId);
      const game = market && selectGameById(state, market.gameId);
      if (!market || !game || selectIsBetInCoupon(state, betIdOf(game.id, market.id))) continue;
      const payload = couponBetPayload({
        market,
        game,
        sport: selectSportById(state, game.sportId),
        champ: selectChampById(state, game.champId),
        pageType,
      });
      dispatch(betAddRequested({ ...payload, isSkipOneClick: true }));
    }
  }, [dispatch, store, pageType]);
  if (legs.length === 0 || totalCoef === undefined) return null;
  return (
    <ExpressCard
      legs={legs}
      totalText={formatCoef(totalCoef, coefView)}
      allInCoupon={allInCoupon}
      onAddAll={onAddAll}
    />
  );
}
