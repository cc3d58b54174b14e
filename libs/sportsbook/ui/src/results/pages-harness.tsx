import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  couponReducer,
  couponSaga,
  createEventBus,
  createMemoryStorage,
  initialCouponState,
} from '@bet/coupon/state';
import {
  initialResultsState,
  initialSportsbookState,
  sportsbookReducer,
  sportsbookResultsReducer,
  type ResultsState,
  type SportsbookState,
} from '@bet/sportsbook';
import { I18nHarness } from '../i18n-harness';

export interface PagesStoreOptions {
  sportsbook?: SportsbookState;
  sportsbookResults?: ResultsState;
  /** Every action dispatched, so a story or test can check what a page asked for. */
  onAction?: (action: UnknownAction) => void;
}

/**
 * A real store for the results, cyber and multi-live pages: the feed, results and coupon
 * reducers and the coupon's saga (a pressed outcome really lands in the coupon). No feed or
 * results saga runs, so nothing calls a server and every state stays as prepared.
 */
export function createPagesStore({ sportsbook, sportsbookResults, onAction }: PagesStoreOptions = {}) {
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
      coupon: initialCouponState,
    },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(record, sagas),
  });
  sagas.run(couponSaga, {
    storage: createMemoryStorage(),
    bus: createEventBus(),
    clock: { now: () => Date.now() },
    logger: { warn: () => undefined, error: () => undefined },
  });
  return store;
}

export type PagesStore = ReturnType<typeof createPagesStore>;

export interface PagesHarnessProps extends PagesStoreOptions {
  store?: PagesStore;
  language?: string;
  /** The address the router starts at. */
  path: string;
  /** The route pattern that renders the page (useParams reads it). */
  routePath: string;
  children: ReactNode;
}

/** Store, router and texts around a page, for stories and tests. */
export function PagesHarness({ store, language = 'en', path, routePath, children, ...options }: PagesHarnessProps) {
  const [setup] = useState(() => ({
    store: store ?? createPagesStore(options),
    router: createMemoryRouter(
      [
        { path: routePath, element: children },
        { path: '*', element: <p>Left the page</p> },
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
