/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import { systemClock } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import type { LimitsDeps } from './limits-deps';
import { limitsSaga } from './limits-saga';
import { limitsReducer, type LimitsState } from './limits-slice';

/** The state once the feature has started. */
export const startedLimitsState: LimitsState = { startedAt: Date.UTC(2026, 0, 1) };

/** Deps for tests: the system clock, which `vi.useFakeTimers()` and `vi.setSystemTime()` move. */
export function createLimitsDeps(overrides: Partial<LimitsDeps> = {}): LimitsDeps {
  return { clock: systemClock, ...overrides };
}

/**
 * A real store with the slice under `limits` and the root saga running (the one test store
 * of @bet/platform/testing): `actions` records every action, `task.cancel()` stops the saga.
 */
export function createLimitsHarness(deps = createLimitsDeps(), preloaded?: LimitsState) {
  return createTestStore({
    reducer: { limits: limitsReducer },
    preloadedState: preloaded ? { limits: preloaded } : undefined,
    sagas: [() => limitsSaga(deps)],
  });
}
