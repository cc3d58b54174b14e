/**
 * Fixtures and a real store for this library's tests and @bet/promotion-ui's stories: the
 * contract's answers, and a harness running the promotion saga (with the session's reducer, which
 * it reads) against a fake API.
 */
import type { BringFriend, InvitedFriend, PlayerPromotion, PromotionPage } from '@bet/contract';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { sessionReducer } from '@bet/session';
import type { PromotionDeps } from './promotion-deps';
import { promotionSaga } from './promotion-saga';
import { promotionReducer, type PromotionState } from './promotion-slice';

/** 1 Nov 2026, 12:00 UTC. */
export const PROMOTION_FIXTURE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

export function playerPromotionFixture(overrides: Partial<PlayerPromotion> = {}): PlayerPromotion {
  return {
    id: 'express-booster',
    title: 'Express booster',
    description: 'Expresses of five or more events win 10% more.',
    endsAt: null,
    ...overrides,
  };
}

export function promotionPageFixture(overrides: Partial<PromotionPage> = {}): PromotionPage {
  return {
    promoCodeCheckSection: { isAvailable: true },
    promotions: [
      playerPromotionFixture({
        id: 'welcome-week',
        title: 'Welcome week',
        description: 'A free bet after your first lost express.',
        endsAt: PROMOTION_FIXTURE_TIME + 6 * 86_400_000,
      }),
      playerPromotionFixture(),
    ],
    ...overrides,
  };
}

export function invitedFriendFixture(overrides: Partial<InvitedFriend> = {}): InvitedFriend {
  return { label: 'Ma***', registeredAt: PROMOTION_FIXTURE_TIME, rewardMinor: 500, iso: 'RUB', ...overrides };
}

export function bringFriendFixture(overrides: Partial<BringFriend> = {}): BringFriend {
  return {
    inviteCode: 'f2ss',
    friends: [
      invitedFriendFixture(),
      invitedFriendFixture({ label: '#100501', registeredAt: PROMOTION_FIXTURE_TIME - 86_400_000 }),
    ],
    ...overrides,
  };
}

/** Deps over a fake API answering from `answers` (by call name); the logger records. */
export function createPromotionDeps(answers: Record<string, FakeAnswer> = {}, now: () => number = Date.now) {
  const api = createFakeApiClient(answers, now);
  const logger = createMemoryLogger();
  const deps: PromotionDeps = { api, logger };
  return { deps, api, logger };
}

/**
 * A real store with `promotion` and `session` and the root saga running (the one test store of
 * @bet/platform/testing): `actions` records every action, `task.cancel()` stops it.
 */
export function createPromotionHarness(deps: PromotionDeps, preloaded?: PromotionState) {
  return createTestStore({
    reducer: { promotion: promotionReducer, session: sessionReducer },
    preloadedState: preloaded ? { promotion: preloaded } : undefined,
    sagas: [() => promotionSaga(deps)],
  });
}
