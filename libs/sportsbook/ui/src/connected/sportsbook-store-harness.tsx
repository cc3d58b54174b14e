import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { couponReducer, couponSaga, createEventBus, initialCouponState, type CouponState } from '@bet/coupon/state';
import { systemClock } from '@bet/platform';
import { createMemoryLogger, createMemoryStorage } from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import {
  initialResultsState,
  initialSportsbookState,
  sportsbookReducer,
  sportsbookResultsReducer,
  type ResultsState,
  type SportsbookState,
} from '@bet/sportsbook';
import { I18nHarness } from '@bet/ui/testing';

export interface SportsbookTestStoreOptions {
  sportsbook?: SportsbookState;
  sportsbookResults?: ResultsState;
  coupon?: Partial<CouponState>;
  /** Every action dispatched, so a story or test can check what a component asked for. */
  onAction?: (action: UnknownAction) => void;
}

/**
 * A real store with the sportsbook, results and coupon reducers and the coupon's saga (memory storage,
 * an in-memory bus): a press on an odds button really puts the bet in the coupon. No feed saga
 * runs, so nothing calls a server and each feed stays as prepared (makeSportsbookState); the
 * results, cyber and multi-live pages use it too.
 */
export function createSportsbookTestStore({
  sportsbook,
  sportsbookResults,
  coupon,
  onAction,
}: SportsbookTestStoreOptions = {}) {
  const record: Middleware = () => (next) => (action) => {
    onAction?.(action as UnknownAction);
    return next(action);
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { sportsbook: sportsbookReducer, sportsbookResults: sportsbookResultsReducer, coupon: couponReducer },
    preloadedState: {
      sportsbook: sportsbook ?? initialSportsbookState,
      sportsbookResults: sportsbookResults ?? initialResultsState,
      coupon: { ...initialCouponState, ...coupon },
    },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(record, sagas),
  });
  sagas.run(couponSaga, {
    storage: createMemoryStorage(),
    bus: createEventBus(),
    clock: systemClock,
    logger: createMemoryLogger(),
    // No server here: a call (a placement, the coupon config) fails as if the network were down.
    api: {
      call: async () => {
        throw new ApiError({ kind: 'network', status: 0, message: 'No server in the sportsbook harness' });
      },
    },
    selectUserId: () => null,
    selectRefId: () => null,
  });
  return store;
}

export type SportsbookTestStore = ReturnType<typeof createSportsbookTestStore>;

export interface SportsbookHarnessProps extends SportsbookTestStoreOptions {
  /** A store made beforehand (tests read it); otherwise one is made from the options. */
  store?: SportsbookTestStore;
  language?: string;
  /** The address the router starts at. */
  path?: string;
  /** The route pattern that renders the children (useParams reads it). */
  routePath?: string;
  children: ReactNode;
}

/** Store, router and texts around a connected component, for stories and tests. */
export function SportsbookHarness({
  store,
  language = 'en',
  path = '/en/',
  routePath = '*',
  children,
  ...options
}: SportsbookHarnessProps) {
  const [setup] = useState(() => ({
    store: store ?? createSportsbookTestStore(options),
    router: createMemoryRouter(
      [
        { path: routePath, element: children },
        { path: '*', element: null },
      ],
      { initialEntries: [path] },
    ),
  }));
  return (
    <I18nHarness language={language}>
      <Provider store={setup.store}>
        <RouterProvider router={setup.router} />
      </Provider>
    </I18nHarness>
  );
}
