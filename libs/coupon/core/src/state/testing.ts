/**
 * Fixtures and a store harness for the coupon state's tests, and through `@bet/coupon/testing`
 * for the stories and tests of the features that show the coupon (never the package's API).
 */
import type { ApiCall, CallResponse, CouponConfig, PlacedCouponAnswer } from '@bet/contract';
import { notificationsReducer } from '@bet/notifications';
import { ApiError, type ApiClient, type CallOptions } from '@bet/request';
import { systemClock } from '@bet/platform';
import {
  createMemoryLogger,
  createMemoryStorage,
  createTestStore,
  type MemoryLogger,
  type MemoryStorage,
} from '@bet/platform/testing';
import type { CouponDeps } from './deps.ts';
import { couponReducer } from './coupon-reducer.ts';
import { couponSaga } from './coupon-saga.ts';
import type { CouponState } from './coupon-state.ts';
import { createEventBus, type CouponBetPayload } from './event-bus.ts';
import { betFromPayload, parseCouponBetPayload } from './bet.ts';
import type { CouponBet, CouponPayloadBet } from './types.ts';

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
  team1?: string;
  team2?: string;
  champ?: string;
  /** The market's name (its group: 1X2, Total, ...) and the outcome's. */
  market?: string;
  outcome?: string;
}

/** A bus payload as the line would emit it: W1 of 1X2 at 1.85 on game 100 (market 1) unless told otherwise. */
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
  team1 = 'Home',
  team2 = 'Away',
  champ = 'League',
  market = '1X2',
  outcome = 'W1',
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
      names: { market, outcome },
    },
    game: {
      names: { team1, team2, champ },
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

/** A coupon bet as the state holds it, from a bus payload (for what shows one bet). */
export function couponBetOf(payload: CouponBetPayload, overrides: Partial<CouponBet> = {}): CouponBet {
  const parsed = parseCouponBetPayload(payload);
  if (!parsed.ok) throw new Error('A bet fixture does not parse');
  return { ...betFromPayload(parsed.payload), ...overrides };
}

/** One bet as placing sends it (spec 01 §3 "Coupon sent to server"): the bet of `betPayload()`, in no block. */
export function sentBetFixture(overrides: Partial<CouponPayloadBet> = {}): CouponPayloadBet {
  return {
    id: 1,
    gameId: 100,
    coef: 1.85,
    sportId: 1,
    typeId: 1,
    kind: 1,
    champId: 7,
    isLive: false,
    blockId: 0,
    isBanker: false,
    ...overrides,
  };
}

/** An accepted coupon as the contract's postCoupon answers it. */
export function placedAnswer(overrides: Partial<PlacedCouponAnswer> = {}): PlacedCouponAnswer {
  return {
    couponId: '123456',
    placedAt: 1_800_000_000,
    typeId: 1,
    amount: 10000,
    coef: 3.89,
    possibleWin: 38850,
    accountId: 5000000,
    balance: 1_490_000,
    acceptedCoefs: [],
    ...overrides,
  };
}

/** A coupon config as getCouponConfig answers it: by default one that limits and offers nothing. */
export function couponConfigFixture(overrides: Partial<CouponConfig> = {}): CouponConfig {
  return {
    currencyIso: 'RUB',
    minBetAmount: 0,
    maxBetAmount: null,
    limitedTypeIds: [],
    maxPayout: null,
    isBonusBetEnabled: false,
    isVipBetAllowed: false,
    initialAmount: 0,
    // None saved: the browser's own odds view stands.
    coefViewId: null,
    appViewType: null,
    promoCodes: [],
    prepaidAmount: 0,
    ...overrides,
  };
}

/** How a fake call answers: its answer (checked against the contract), or it throws (an ApiError, say). */
export type FakeAnswer = (options: { query?: unknown; body?: unknown }) => unknown;

export interface FakeApi extends Pick<ApiClient, 'call'> {
  /** Every call sent, in order: its contract name and what it carried. */
  readonly calls: { name: string; query?: unknown; body?: unknown }[];
  /** Sets (or replaces) how a call, by its contract name, answers. */
  answer(name: string, handler: FakeAnswer): void;
  callsTo(name: string): { name: string; query?: unknown; body?: unknown }[];
}

/**
 * An API client whose calls answer from `handlers`, keyed by the contract call's name, each
 * answer checked against the call's schema like the real request layer does. The coupon config
 * answers a config that limits nothing unless a test says otherwise. A call without a handler
 * rejects with a 404 ApiError, so a test notices an unexpected call.
 */
export function createFakeApi(handlers: Record<string, FakeAnswer> = {}): FakeApi {
  const defaults: Record<string, FakeAnswer> = { getCouponConfig: () => couponConfigFixture() };
  const table = new Map(Object.entries({ ...defaults, ...handlers }));
  const calls: FakeApi['calls'] = [];
  return {
    calls,
    answer: (name, handler) => void table.set(name, handler),
    callsTo: (name) => calls.filter((entry) => entry.name === name),
    async call<C extends ApiCall>(apiCall: C, options: CallOptions<C> = {}): Promise<CallResponse<C>> {
      calls.push({ name: apiCall.name, query: options.query, body: options.body });
      const handler = table.get(apiCall.name);
      if (!handler) throw new ApiError({ kind: 'http', status: 404, message: `No fake answer for ${apiCall.name}` });
      return apiCall.response.parse(await handler(options)) as CallResponse<C>;
    },
  };
}

/** The player the harness places for (what the app's session selector would give). */
export const HARNESS_USER_ID = 42;
export const HARNESS_REF_ID = 1;

export interface FakeCouponDepsOptions<S> {
  storage?: MemoryStorage;
  /** Cookies (`app_view_type`); none unless given. */
  cookies?: CouponDeps['cookies'];
  sessionStorage?: MemoryStorage;
  /** The request layer; a fake answering a coupon config that limits nothing unless given. */
  api?: CouponDeps['api'];
  /** The ids of the placement attempts, in order; then `attempt-<n>`. */
  attemptIds?: string[];
  /** The signed-in player; HARNESS_USER_ID unless given. */
  selectUserId?: CouponDeps<S>['selectUserId'];
  /** The site's referral id; HARNESS_REF_ID unless given. */
  selectRefId?: CouponDeps<S>['selectRefId'];
}

/**
 * Every dependency of the coupon saga over in-memory ports, for a store of one's own (the
 * coupon's harness, the stories and tests of the features that show the coupon).
 */
export function createFakeCouponDeps<S = unknown>({
  storage = createMemoryStorage(),
  sessionStorage,
  cookies,
  api = createFakeApi(),
  attemptIds = [],
  selectUserId = () => HARNESS_USER_ID,
  selectRefId = () => HARNESS_REF_ID,
}: FakeCouponDepsOptions<S> = {}): CouponDeps<S> & { storage: MemoryStorage; logger: MemoryLogger } {
  let attempts = 0;
  return {
    storage,
    bus: createEventBus(),
    clock: systemClock,
    logger: createMemoryLogger(),
    api,
    selectUserId,
    selectRefId,
    createAttemptId: () => attemptIds.shift() ?? `attempt-${(attempts += 1)}`,
    ...(sessionStorage ? { sessionStorage } : {}),
    ...(cookies ? { cookies } : {}),
  };
}

export interface HarnessOptions {
  storage?: MemoryStorage;
  sessionStorage?: MemoryStorage;
  cookies?: CouponDeps['cookies'];
  /** The signed-in player; HARNESS_USER_ID unless given (null: a visitor). */
  selectUserId?: CouponDeps['selectUserId'];
  api?: FakeApi;
  /** The ids of the placement attempts, in order; then `attempt-<n>`. */
  attemptIds?: string[];
}

/**
 * A real store with the coupon reducer (and the notification area one-click bets report to) and
 * the coupon's root saga over fake ports, every dispatched action recorded (createTestStore).
 */
export function startCoupon({ api = createFakeApi(), ...options }: HarnessOptions = {}) {
  const deps = createFakeCouponDeps({ ...options, api });
  const harness = createTestStore({
    reducer: { coupon: couponReducer, notifications: notificationsReducer },
    sagas: [() => couponSaga(deps)],
  });
  const { store } = harness;
  const coupon = (): CouponState => store.getState().coupon;
  const betIds = () => coupon().bets.ids;
  const stored = (key: string): unknown => {
    const text = deps.storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  };
  return { ...harness, deps, api, bus: deps.bus, storage: deps.storage, logger: deps.logger, coupon, betIds, stored };
}
