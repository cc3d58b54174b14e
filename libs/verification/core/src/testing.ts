/** Fixtures and a real store for the tests of this library and of @bet/verification-ui's stories. */
import type { BlockAppeal, VerificationDocument, VerificationFields } from '@bet/contract';
import { pageReducer } from '@bet/platform';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import type { VerificationDeps } from './verification-deps';
import { verificationSaga } from './verification-saga';
import { initialVerificationState, verificationReducer, type VerificationState } from './verification-slice';

/** 1 Nov 2026, 12:00 UTC. */
export const VERIFICATION_FIXTURE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

export function verificationFieldsFixture(overrides: Partial<VerificationFields> = {}): VerificationFields {
  return {
    internal_verification_status: 0,
    verification_status: 1,
    verification_status_group_code: null,
    requested_additional_document: false,
    is_need_identification: true,
    user_status_id: 0,
    ...overrides,
  };
}

export function documentFixture(overrides: Partial<VerificationDocument> = {}): VerificationDocument {
  return {
    id: 1,
    fileName: 'passport.png',
    mimeType: 'image/png',
    sizeBytes: 245_000,
    sendAs: 0,
    state: 'pending',
    uploadedAt: VERIFICATION_FIXTURE_TIME,
    ...overrides,
  };
}

export function blockAppealFixture(overrides: Partial<BlockAppeal> = {}): BlockAppeal {
  return {
    id: 1,
    text: 'Please review my account, I did nothing wrong.',
    state: 'pending',
    answer: null,
    filedAt: VERIFICATION_FIXTURE_TIME,
    ...overrides,
  };
}

/** A verification state with some parts replaced. */
export function verificationStateFixture(parts: Partial<VerificationState> = {}): VerificationState {
  return { ...initialVerificationState, ...parts };
}

/** Deps over a fake API answering from `answers` (by call name); the logger records. */
export function createVerificationDeps(answers: Record<string, FakeAnswer> = {}, now: () => number = Date.now) {
  const api = createFakeApiClient(answers, now);
  const logger = createMemoryLogger();
  const deps: VerificationDeps = { api, logger };
  return { deps, api, logger };
}

/**
 * A real store with `verification` and `page` and the root saga running (the one test store of
 * @bet/platform/testing): `actions` records every action, `task.cancel()` stops it.
 */
export function createVerificationHarness(deps: VerificationDeps, preloaded?: VerificationState) {
  return createTestStore({
    reducer: { verification: verificationReducer, page: pageReducer },
    preloadedState: preloaded ? { verification: preloaded } : undefined,
    sagas: [() => verificationSaga(deps)],
  });
}
