/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import { systemClock } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import type { SupportDeps } from './support-deps';
import { supportSaga } from './support-saga';
import { supportReducer, type SupportState } from './support-slice';

/** The state once the feature has started. */
export const startedSupportState: SupportState = { startedAt: Date.UTC(2026, 0, 1) };

/** Deps for tests: the system clock, which `vi.useFakeTimers()` and `vi.setSystemTime()` move. */
export function createSupportDeps(overrides: Partial<SupportDeps> = {}): SupportDeps {
  return { clock: systemClock, ...overrides };
}

/**
 * A real store with the slice under `support` and the root saga running (the one test store
 * of @bet/platform/testing): `actions` records every action, `task.cancel()` stops the saga.
 */
export function createSupportHarness(deps = createSupportDeps(), preloaded?: SupportState) {
  return createTestStore({
    reducer: { support: supportReducer },
    preloadedState: preloaded ? { support: preloaded } : undefined,
    sagas: [() => supportSaga(deps)],
  });
}
