import { combineReducers, configureStore, type Action } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Account } from '@bet/contract';
import { accountsReducer, type AccountsState } from '@bet/accounts';
import { accountsStateFixture } from '@bet/accounts/testing';
import { siteConfigFixture } from '@bet/contract/testing';
import {
  betAdded,
  couponReducer,
  couponSaga,
  createEventBus,
  type CouponBetPayload,
  type CouponDeps,
  type CouponState,
} from '@bet/coupon/state';
import { betPayload, couponBetOf, type BetFixture } from '@bet/coupon/testing';
import { selectUserId, sessionReducer, type SessionState } from '@bet/session';
import {
  createFakeApiClient,
  sessionStateFixture,
  type FakeAnswer,
  type SessionStateParts,
} from '@bet/session/testing';
import { systemClock } from '@bet/platform';
import { createMemoryLogger, createMemoryStorage, type MemoryStorage } from '@bet/platform/testing';
import { initialSiteState, selectSiteConfig, siteReducer, type SiteState } from '@bet/site';
import { I18nHarness } from '@bet/ui/testing';

/** The demo player's RUB account (apps/api seed). */
export const rubAccount: Account = {
  id: 5000000,
  iso: 'RUB',
  symbol: '₽',
  currencyId: 1,
  money: 1_500_000,
  type: 0,
  label: 'Main',
  points: 0,
  isActive: true,
  isPointsTypeBalance: false,
};

/** A visitor: the session's first check answered, nobody signed in. */
export const visitorSession: SessionStateParts = {};

/** A signed-in player with one account. */
export const signedInSession: SessionStateParts = { identity: { userId: 100000 } };

/**
 * The stories' and tests' bet: W1 of 1X2 on Arsenal – Chelsea (game 9001, market 501) at 1.85;
 * a fixture changes any of it (another market of the same game, a suspension).
 */
export function arsenalChelseaBet(fixture: BetFixture = {}): CouponBetPayload {
  return betPayload({ gameId: 9001, marketId: 501, team1: 'Arsenal', team2: 'Chelsea', ...fixture });
}

/** An express of three: Arsenal – Chelsea W1 at 1.85, Milan – Inter over 2.5 at 2.10, Real – Sevilla W2 at 1.50. */
export const threeBets: CouponBetPayload[] = [
  arsenalChelseaBet(),
  betPayload({
    gameId: 9002,
    marketId: 502,
    coef: 2.1,
    team1: 'Milan',
    team2: 'Inter',
    outcome: 'Over 2.5',
    market: 'Total',
  }),
  betPayload({ gameId: 9003, marketId: 503, coef: 1.5, team1: 'Real', team2: 'Sevilla', outcome: 'W2' }),
];

export interface CouponUiStoreOptions {
  language?: string;
  session?: SessionStateParts;
  /** The player's accounts (@bet/accounts); a signed-in session has the RUB account unless given. */
  accounts?: Account[];
  bets?: CouponBetPayload[];
  /** Run the coupon's saga (storage, bus, placement); without it actions only hit the reducers. */
  withSaga?: boolean;
  /** How the server answers the contract's postCoupon (the answer, or it throws an ApiError). */
  postCoupon?: FakeAnswer;
  /** The ids of the placement attempts, in order; then `attempt-<n>`. */
  attemptIds?: string[];
  storage?: MemoryStorage;
  /** Actions dispatched after the bets, to put the coupon in a state. */
  actions?: Action[];
}

/**
 * A store with the coupon, the session and a started site, for the coupon's tests and stories.
 * Every dispatched action is recorded (`actions`) so a test can check what the panel asked for.
 */
export function makeCouponUiStore({
  language = 'en',
  session,
  accounts,
  bets = [],
  withSaga = false,
  postCoupon,
  attemptIds = [],
  storage = createMemoryStorage(),
  actions = [],
}: CouponUiStoreOptions = {}) {
  const recorded: Action[] = [];
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({
      coupon: couponReducer,
      session: sessionReducer,
      site: siteReducer,
      accounts: accountsReducer,
    }),
    preloadedState: {
      site: {
        ...initialSiteState,
        status: 'ready' as const,
        config: siteConfigFixture({ lng: language }),
        configSource: 'embedded' as const,
        language,
      },
      session: sessionStateFixture(session),
      accounts: accountsStateFixture({ all: accounts ?? (session?.identity?.userId ? [rubAccount] : []) }),
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(
        () => (next) => (action) => {
          recorded.push(action as Action);
          return next(action);
        },
        sagas,
      ),
  });
  if (withSaga) {
    let attempts = 0;
    const deps: CouponDeps<CouponUiHarnessState> = {
      storage,
      bus: createEventBus(),
      clock: systemClock,
      logger: createMemoryLogger(),
      api: createFakeApiClient(postCoupon ? { postCoupon } : {}),
      selectUserId,
      selectRefId: (state) => selectSiteConfig(state)?.ref_id ?? null,
      createAttemptId: () => attemptIds.shift() ?? `attempt-${(attempts += 1)}`,
    };
    sagas.run(couponSaga<CouponUiHarnessState>, deps);
  }
  for (const payload of bets) store.dispatch(betAdded({ bet: couponBetOf(payload), addedAt: 1_800_000_000_000 }));
  for (const action of actions) store.dispatch(action);
  const ofType = (type: string) => recorded.filter((action) => action.type === type);
  return { store, storage, actions: recorded, ofType };
}

/** The root state of the harness: the coupon with the session and the site it reads. */
interface CouponUiHarnessState {
  coupon: CouponState;
  session: SessionState;
  site: SiteState;
  accounts: AccountsState;
}

export type CouponUiStore = ReturnType<typeof makeCouponUiStore>['store'];

export interface CouponStoreHarnessProps {
  store: CouponUiStore;
  language?: string;
  path?: string;
  children: ReactNode;
}

/** The store, the texts and a memory router (the success links) around a connected view. */
export function CouponStoreHarness({ store, language = 'en', path, children }: CouponStoreHarnessProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path ?? `/${language}/`] }),
  );
  return (
    <Provider store={store}>
      <I18nHarness language={language}>
        <RouterProvider router={router} />
      </I18nHarness>
    </Provider>
  );
}
