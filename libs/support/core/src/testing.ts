/**
 * Fixtures and a real store for this library's tests and @bet/support-ui's stories: chat
 * messages and inbox messages as the contract answers them, and a harness running the support
 * saga (with the session's and the page's reducers, which it reads) against a fake API.
 */
import type { ChatMessage, PersonalManager, PlayerIdea, PlayerMessage } from '@bet/contract';
import { pageReducer } from '@bet/platform';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { sessionReducer } from '@bet/session';
import type { SupportDeps } from './support-deps';
import { supportSaga } from './support-saga';
import { initialSupportState, supportReducer, type SupportState } from './support-slice';
import { ideasReducer } from './ideas-slice';
import { managerReducer } from './manager-slice';

/** 1 Nov 2026, 12:00 UTC. */
export const SUPPORT_FIXTURE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

export function chatMessageFixture(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    author: 'player',
    text: 'Where is my deposit?',
    sentAt: SUPPORT_FIXTURE_TIME,
    read: true,
    ...overrides,
  };
}

export function supportReplyFixture(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return chatMessageFixture({
    id: 2,
    author: 'support',
    text: 'Payments are usually credited within minutes.',
    sentAt: SUPPORT_FIXTURE_TIME + 3_000,
    read: false,
    ...overrides,
  });
}

export function playerMessageFixture(overrides: Partial<PlayerMessage> = {}): PlayerMessage {
  return {
    id: 1,
    title: 'Welcome to Orbit Bet',
    text: 'Thank you for joining us.',
    sentAt: SUPPORT_FIXTURE_TIME,
    read: false,
    ...overrides,
  };
}

/** The personal manager as the contract answers it. */
export function managerFixture(overrides: Partial<PersonalManager> = {}): PersonalManager {
  return {
    name: 'James Carter',
    channels: [
      { kind: 'email', value: 'james.manager@orbit-bet.example' },
      { kind: 'phone', value: '+44 20 7946 0110' },
      { kind: 'telegram', value: '@orbit_james' },
    ],
    hours: { from: '08:00', to: '20:00', days: [1, 2, 3, 4, 5] },
    timeZone: 'Europe/London',
    ...overrides,
  };
}

export function ideaFixture(overrides: Partial<PlayerIdea> = {}): PlayerIdea {
  return {
    id: 1,
    topic: 'site',
    text: 'Show the odds of my favourite teams first.',
    state: 'new',
    sentAt: SUPPORT_FIXTURE_TIME,
    ...overrides,
  };
}

/** A support state with some parts replaced. */
export function supportStateFixture(parts: Partial<SupportState> = {}): SupportState {
  return { ...initialSupportState, ...parts };
}

/** Deps over a fake API answering from `answers` (by call name); the logger records. */
export function createSupportDeps(answers: Record<string, FakeAnswer> = {}, now: () => number = Date.now) {
  const api = createFakeApiClient(answers, now);
  const logger = createMemoryLogger();
  const deps: SupportDeps = { api, clock: { now }, logger };
  return { deps, api, logger };
}

/**
 * A real store with `support`, `session` and `page` and the root saga running (the one test
 * store of @bet/platform/testing): `actions` records every action, `task.cancel()` stops it.
 */
export function createSupportHarness(deps: SupportDeps, preloaded?: SupportState) {
  return createTestStore({
    reducer: {
      support: supportReducer,
      supportManager: managerReducer,
      supportIdeas: ideasReducer,
      session: sessionReducer,
      page: pageReducer,
    },
    preloadedState: preloaded ? { support: preloaded } : undefined,
    sagas: [() => supportSaga(deps)],
  });
}
