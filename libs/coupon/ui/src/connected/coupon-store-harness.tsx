import type { UnknownAction } from '@reduxjs/toolkit';
import { accountsReducer } from '@bet/accounts';
import { accountsStateFixture } from '@bet/accounts/testing';
import type { Account } from '@bet/contract';
import { betAdded, couponReducer, couponSaga, type CouponBetPayload } from '@bet/coupon/state';
import { betPayload, couponBetOf, createFakeCouponDeps, type BetFixture } from '@bet/coupon/testing';
import { createMemoryStorage, createTestStore, type MemoryStorage, type TestStoreState } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { selectUserId, sessionReducer } from '@bet/session';
import { sessionStateFixture, type SessionStateParts } from '@bet/session/testing';
import { selectSiteConfig, siteReducer } from '@bet/site';
import { siteStateFixture } from '@bet/site/testing';

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
  actions?: UnknownAction[];
}

/** The coupon with the session, the site and the accounts it reads, as the app mounts them. */
const couponUiReducer = {
  coupon: couponReducer,
  session: sessionReducer,
  site: siteReducer,
  accounts: accountsReducer,
};

/** The root state of the harness. */
type CouponUiHarnessState = TestStoreState<typeof couponUiReducer>;

/**
 * A store with the coupon, the session and a started site, for the coupon's tests and stories
 * (createTestStore): every dispatched action is recorded (`actions`, `typesOf`) so a test can
 * check what the panel asked for. Put it behind `StoreHarness` of @bet/ui/testing.
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
  const deps = createFakeCouponDeps<CouponUiHarnessState>({
    storage,
    api: createFakeApiClient(postCoupon ? { postCoupon } : {}),
    attemptIds,
    selectUserId,
    selectRefId: (state) => selectSiteConfig(state)?.ref_id ?? null,
  });
  const harness = createTestStore({
    reducer: couponUiReducer,
    preloadedState: {
      site: siteStateFixture({ language }),
      session: sessionStateFixture(session),
      accounts: accountsStateFixture({ all: accounts ?? (session?.identity?.userId ? [rubAccount] : []) }),
    },
    sagas: withSaga ? [() => couponSaga(deps)] : [],
    actions: [
      ...bets.map((payload) => betAdded({ bet: couponBetOf(payload), addedAt: 1_800_000_000_000 })),
      ...actions,
    ],
  });
  return { ...harness, storage };
}
