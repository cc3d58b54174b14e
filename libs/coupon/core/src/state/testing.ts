/** Fixtures and a store harness for the coupon state's tests (not part of the public API). */
import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { systemClock } from '@bet/platform';
import createSagaMiddleware from 'redux-saga';
import { createMemoryLogger, createMemoryStorage, type MemoryStorage } from '@bet/platform/testing';
import type { CouponDeps } from './deps.ts';
import { couponReducer } from './coupon-reducer.ts';
import { couponSaga } from './coupon-saga.ts';
import type { CouponState } from './coupon-state.ts';
import { createEventBus, type CouponBetPayload } from './event-bus.ts';

export interface BetFixture {
  gameId?: number;
  marketId?: number | string;
  coef?: number;
  isLive?: boolean;
  kind?: number;
  gameStatus?: number | null;
  source?: string;
  isSkipOneClick?: boolean;
  isBlocked?: boolean;
}

/** A bus payload as the line would emit it. */
export function betPayload({
  gameId = 100,
  marketId = 1,
  coef = 1.85,
  isLive = false,
  kind = 1,
  gameStatus = null,
  source,
  isSkipOneClick,
  isBlocked,
}: BetFixture = {}): CouponBetPayload {
  return {
    market: {
      id: marketId,
      coef,
      sportId: 1,
      typeId: 1,
      isLive,
      kind,
      gameId,
      champId: 7,
      names: { market: '1X2', outcome: 'W1' },
    },
    game: {
      names: { team1: 'Home', team2: 'Away', champ: 'League' },
      scores: { score1: 0, score2: 0 },
      number: 12,
      champId: 7,
      sportNames: { name: 'Футбол', nameEng: 'Football' },
      menuSection: isLive ? 'live' : 'line',
      cyberTypeId: null,
      status: gameStatus,
      startTime: 1_800_000_000,
    },
    pageType: 'home',
    ...(source === undefined ? {} : { source }),
    ...(isSkipOneClick === undefined ? {} : { isSkipOneClick }),
    ...(isBlocked === undefined ? {} : { isBlocked }),
  };
}

export interface HarnessOptions {
  storage?: MemoryStorage;
  sessionStorage?: MemoryStorage;
  placeCoupon?: CouponDeps['placeCoupon'];
}

/** A real store with the coupon reducer and its root saga, every dispatched action recorded. */
export function startCoupon({ storage = createMemoryStorage(), sessionStorage, placeCoupon }: HarnessOptions = {}) {
  const actions: Action[] = [];
  const logger = createMemoryLogger();
  const bus = createEventBus();
  const deps: CouponDeps = {
    storage,
    bus,
    clock: systemClock,
    logger,
    ...(sessionStorage ? { sessionStorage } : {}),
    ...(placeCoupon ? { placeCoupon } : {}),
  };
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { coupon: couponReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(record, sagas),
  });
  const task = sagas.run(couponSaga, deps);
  const coupon = (): CouponState => store.getState().coupon;
  const betIds = () => coupon().bets.ids;
  const stored = (key: string): unknown => {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  };
  const ofType = (type: string) => actions.filter((action) => action.type === type);
  return { store, deps, bus, storage, logger, task, actions, coupon, betIds, stored, ofType };
}
