/**
 * Fixtures and a real store for this library's tests and @bet/bonuses-ui's stories: the answers
 * of the bonus calls as the contract gives them, and a harness running the bonus saga (with the
 * session's reducer) against a fake API.
 */
import type { BonusWager, BonusWagers, Cashback, Points, Rewards } from '@bet/contract';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { sessionReducer } from '@bet/session';
import type { BonusesDeps } from './bonuses-deps';
import { bonusesSaga } from './bonuses-saga';
import { bonusesReducer, initialBonusesState, type BonusesState } from './bonuses-slice';

/** 1 Nov 2026, 12:00 UTC. */
export const BONUS_FIXTURE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

export function bonusWagerFixture(overrides: Partial<BonusWager> = {}): BonusWager {
  return {
    id: 1,
    kind: 'sport',
    bonusAmount: 50_000,
    required: 250_000,
    progress: 100_000,
    status: 'active',
    currency: 'RUB',
    createdAt: BONUS_FIXTURE_TIME,
    releasedAt: null,
    ...overrides,
  };
}

export function bonusWagersFixture(overrides: Partial<BonusWagers> = {}): BonusWagers {
  return { wagers: [bonusWagerFixture()], firstDepositBonusAvailable: false, multiplier: 5, ...overrides };
}

export function cashbackFixture(overrides: Partial<Cashback> = {}): Cashback {
  const levels = [
    { name: 'bronze', fromTurnover: 0, percent: 5 },
    { name: 'silver', fromTurnover: 100_000, percent: 7 },
    { name: 'gold', fromTurnover: 1_000_000, percent: 10 },
    { name: 'platinum', fromTurnover: 5_000_000, percent: 15 },
  ];
  return {
    kind: 'vip',
    period: '2026-11',
    currency: 'RUB',
    turnover: 250_000,
    loss: 120_000,
    level: levels[1] ?? null,
    nextLevel: levels[2] ?? null,
    levels,
    amount: 8_400,
    claimed: false,
    ...overrides,
  };
}

export function pointsFixture(overrides: Partial<Points> = {}): Points {
  return {
    balance: 240,
    accumulated: 340,
    history: [
      { id: 3, amount: -100, reason: 'reward', createdAt: BONUS_FIXTURE_TIME + 2_000 },
      { id: 2, amount: 140, reason: 'casino', createdAt: BONUS_FIXTURE_TIME + 1_000 },
      { id: 1, amount: 200, reason: 'bet', createdAt: BONUS_FIXTURE_TIME },
    ],
    ...overrides,
  };
}

export function rewardsFixture(overrides: Partial<Rewards> = {}): Rewards {
  return {
    balance: 240,
    rewards: [
      { id: 'cash-small', cost: 100, amount: 1_000, currency: 'RUB' },
      { id: 'cash-medium', cost: 500, amount: 6_000, currency: 'RUB' },
    ],
    ...overrides,
  };
}

/** A bonuses state with some parts replaced. */
export function bonusesStateFixture(parts: Partial<BonusesState> = {}): BonusesState {
  return { ...initialBonusesState, ...parts };
}

/** Deps over a fake API answering from `answers` (by call name); the logger records; ids count up. */
export function createBonusesDeps(answers: Record<string, FakeAnswer> = {}) {
  const api = createFakeApiClient(answers);
  const logger = createMemoryLogger();
  let next = 0;
  const deps: BonusesDeps = { api, logger, newRequestId: () => `request-${(next += 1)}` };
  return { deps, api, logger };
}

/**
 * A real store with `bonuses` and `session` and the root saga running (the one test store of
 * @bet/platform/testing): `actions` records every action, `task.cancel()` stops it.
 */
export function createBonusesHarness(deps: BonusesDeps, preloaded?: BonusesState) {
  return createTestStore({
    reducer: { bonuses: bonusesReducer, session: sessionReducer },
    preloadedState: preloaded ? { bonuses: preloaded } : undefined,
    sagas: [() => bonusesSaga(deps)],
  });
}
