import type { UnknownAction } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { couponReducer, couponSaga, initialCouponState, type CouponState } from '@bet/coupon/state';
import { createFakeCouponDeps } from '@bet/coupon/testing';
import { mediaUiReducers, mediaUiState, type MediaUiStateOptions } from '@bet/media-ui/testing';
import { createTestStore } from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import {
  initialResultsState,
  initialSportsbookState,
  sportsbookReducer,
  sportsbookResultsReducer,
  type ResultsState,
  type SportsbookState,
} from '@bet/sportsbook';
import { StoreHarness } from '@bet/ui/testing';

export interface SportsbookTestStoreOptions {
  sportsbook?: SportsbookState;
  sportsbookResults?: ResultsState;
  coupon?: Partial<CouponState>;
  /** The live media and the player's video token (the rows' and game page's media icons). */
  media?: MediaUiStateOptions;
  /** Every action dispatched, so a story or test can check what a component asked for. */
  onAction?: (action: UnknownAction) => void;
}

/**
 * A real store (createTestStore) with the sportsbook, results and coupon reducers and the
 * coupon's saga over its fake deps (memory storage, an in-memory bus): a press on an odds button
 * really puts the bet in the coupon. No feed saga runs, so nothing calls a server and each feed
 * stays as prepared (makeSportsbookState); the results, cyber and multi-live pages use it too.
 */
export function createSportsbookTestStore({
  sportsbook,
  sportsbookResults,
  coupon,
  media,
  onAction,
}: SportsbookTestStoreOptions = {}) {
  const deps = createFakeCouponDeps({
    // No server here: a call (a placement, the coupon config) fails as if the network were down.
    api: {
      call: async () => {
        throw new ApiError({ kind: 'network', status: 0, message: 'No server in the sportsbook harness' });
      },
    },
    selectUserId: () => null,
    selectRefId: () => null,
  });
  return createTestStore({
    reducer: {
      sportsbook: sportsbookReducer,
      sportsbookResults: sportsbookResultsReducer,
      coupon: couponReducer,
      ...mediaUiReducers,
    },
    preloadedState: {
      ...mediaUiState(media),
      sportsbook: sportsbook ?? initialSportsbookState,
      sportsbookResults: sportsbookResults ?? initialResultsState,
      coupon: { ...initialCouponState, ...coupon },
    },
    sagas: [() => couponSaga(deps)],
    onAction,
    // The prepared lines are large: walking them on every dispatch takes longer than Redux
    // Toolkit's warning threshold in jsdom. Everything in them comes through the real reducers.
    serializableCheck: false,
  }).store;
}

export type SportsbookTestStore = ReturnType<typeof createSportsbookTestStore>;

export interface SportsbookHarnessProps extends SportsbookTestStoreOptions {
  /** A store made beforehand (tests read it); otherwise one is made from the options. */
  store?: SportsbookTestStore;
  language?: string;
  /** The address the router starts at; the language root unless given. */
  path?: string;
  /** The route pattern that renders the children (useParams reads it). */
  routePath?: string;
  children: ReactNode;
}

/** The sportsbook's store behind StoreHarness (store, router and texts) around a connected component. */
export function SportsbookHarness({ store, language, path, routePath, children, ...options }: SportsbookHarnessProps) {
  const [made] = useState(() => store ?? createSportsbookTestStore(options));
  return (
    <StoreHarness store={made} language={language} path={path} routePath={routePath}>
      {children}
    </StoreHarness>
  );
}
