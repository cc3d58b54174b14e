/**
 * Fixtures for the limits' tests and for @bet/limits-ui's stories and tests: the contract's
 * answers, a limits state in a given shape, and a harness running the root saga on a real store
 * (with the session's slice: the limits follow the signed-in player) against a fake API.
 */
import type { AvailableLimit, Limit, LimitQuestion, LimitType } from '@bet/contract';
import { createMemoryLogger, createMemoryStorage, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { sessionReducer, type SessionState } from '@bet/session';
import { sessionStateFixture } from '@bet/session/testing';
import { initialLimitsDialogsState, type LimitsDialogsState } from './dialogs-slice';
import type { LimitsDeps } from './limits-deps';
import { limitsReducer, type LimitsState } from './limits-reducer';
import { limitsSaga } from './limits-saga';
import { initialLimitsListState, type LimitsListState } from './list-slice';
import { initialLimitSaveState, type LimitSaveState } from './save-slice';

/** 1 May 2026 12:00 UTC, epoch seconds: the fixtures' "now". */
export const FIXTURE_NOW_S = 1_777_636_800;

const MONEY_TYPES: readonly LimitType[] = [1, 2, 3, 10, 11, 12, 20, 21, 22];

/** An ACTIVE limit; money types in RUB minor units with their window's balance. */
export function limitFixture(overrides: Partial<Limit> & { limitType: LimitType }): Limit {
  const money = MONEY_TYPES.includes(overrides.limitType);
  const measure =
    overrides.measure ??
    (money
      ? 'money'
      : overrides.limitType === 31
        ? 'hours'
        : overrides.limitType === 32
          ? 'minutes'
          : ('days' as const));
  return {
    limitValue: 100_000,
    limitBalance: money ? 60_000 : null,
    limitState: 'ACTIVE',
    startedAt: FIXTURE_NOW_S - 3_600,
    endsAt: null,
    needApprove: false,
    selfExcludeReason: null,
    type: 0,
    currency: money ? 'RUB' : null,
    measure,
    ...overrides,
  };
}

/** Every type of spec 01 §3 as availablelimits gives it (RUB: step 100, up to 10 000 000.00). */
export function availableLimitsFixture(): AvailableLimit[] {
  const money = MONEY_TYPES.map((limitType) => ({
    limitType,
    measure: 'money' as const,
    availableValues: [100_000, 500_000],
    maxValue: 1_000_000_000,
    step: 100,
  }));
  return [
    ...money,
    { limitType: 30, measure: 'days', availableValues: [1, 7, 30, 180, 365], maxValue: 365, step: 1 },
    { limitType: 31, measure: 'hours', availableValues: [1, 2, 4, 8, 12], maxValue: 24, step: 1 },
    { limitType: 32, measure: 'minutes', availableValues: [15, 30, 60, 120], maxValue: 120, step: 1 },
    { limitType: 33, measure: 'days', availableValues: [1, 7, 30], maxValue: 30, step: 1 },
    { limitType: 37, measure: 'days', availableValues: [30, 180, 365], maxValue: 365, step: 1 },
  ];
}

export function questionsFixture(): LimitQuestion[] {
  return [
    {
      id: 1,
      text: 'Do you spend more than you planned?',
      answers: [
        { id: 11, text: 'Never' },
        { id: 12, text: 'Often' },
      ],
    },
    {
      id: 2,
      text: 'Do you bet to win back losses?',
      answers: [
        { id: 21, text: 'No' },
        { id: 22, text: 'Yes' },
      ],
    },
  ];
}

/** Thirty days of activity ending on the fixtures' day, a few with money. */
export function activityFixture() {
  const end = Date.UTC(2026, 4, 1);
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10);
    const busy = index % 5 === 0;
    return { date: day, deposits: busy ? 50_000 : 0, stakes: busy ? 30_000 : index * 100, wins: busy ? 10_000 : 0 };
  });
}

export interface LimitsStoreState {
  list?: Partial<LimitsListState>;
  save?: Partial<LimitSaveState>;
  dialogs?: Partial<LimitsDialogsState>;
}

/** The limits state with these parts over the initial one. */
export function limitsStateFixture(state: LimitsStoreState = {}): LimitsState {
  return {
    list: { ...initialLimitsListState, ...state.list },
    save: { ...initialLimitSaveState, ...state.save },
    dialogs: { ...initialLimitsDialogsState, ...state.dialogs },
  };
}

/** A loaded page: these limits, every type on offer, two reasons, the activity. */
export function loadedLimitsState(limits: Limit[] = [], state: LimitsStoreState = {}): LimitsState {
  return limitsStateFixture({
    ...state,
    list: {
      status: 'loaded',
      items: limits,
      available: availableLimitsFixture(),
      currency: 'RUB',
      reasons: [
        { id: 1, selfExcludeReason: 'I spend too much time' },
        { id: 2, selfExcludeReason: 'I spend too much money' },
      ],
      activity: { status: 'loaded', currency: 'RUB', days: activityFixture() },
      ...state.list,
    },
  });
}

/** The answers of a player with no limits yet. */
export function defaultLimitsAnswers(limits: () => Limit[] = () => []): Record<string, FakeAnswer> {
  return {
    getLimits: () => ({ data: limits() }),
    getAvailableLimits: () => ({ data: availableLimitsFixture(), currency: 'RUB' }),
    getSelfExcludeReasons: () => ({ items: [{ id: 1, selfExcludeReason: 'I spend too much time' }] }),
    getPlayerActivity: () => ({ currency: 'RUB', days: activityFixture() }),
    pingLimits: () => ({ ended: false, sessionSecondsLeft: 3_600 }),
    reportRealityCheck: () => ({ saved: true }),
  };
}

export interface LimitsHarnessOptions {
  /** The limits state to start from (a visitor's empty one unless given). */
  preloaded?: LimitsStoreState;
  /** The signed-in player's id; null for a visitor. 7 unless given. */
  userId?: number | null;
  storage?: Record<string, string>;
  language?: string;
}

/**
 * The limits' root saga on a real store (the one createTestStore) with the session's slice, a
 * fake API answering by call name over `defaultLimitsAnswers`, a memory storage and the system
 * clock (which `vi.useFakeTimers()` moves).
 */
export function createLimitsHarness(answers: Record<string, FakeAnswer> = {}, options: LimitsHarnessOptions = {}) {
  const api = createFakeApiClient({ ...defaultLimitsAnswers(), ...answers });
  const logger = createMemoryLogger();
  const storage = createMemoryStorage(options.storage);
  const deps: LimitsDeps = {
    api,
    logger,
    storage,
    clock: { now: () => Date.now() },
    language: () => options.language ?? 'en',
  };
  const session: SessionState = sessionStateFixture({
    identity: { userId: options.userId === undefined ? 7 : options.userId },
  });
  const harness = createTestStore({
    reducer: { limits: limitsReducer, session: sessionReducer },
    preloadedState: { limits: limitsStateFixture(options.preloaded), session },
    sagas: [() => limitsSaga(deps)],
  });
  return { ...harness, api, logger, storage, deps };
}
