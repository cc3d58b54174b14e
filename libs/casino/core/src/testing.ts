/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import { systemClock } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import type { CasinoDeps } from './casino-deps';
import { casinoSaga } from './casino-saga';
import { casinoReducer, type CasinoState } from './casino-slice';

/** The state once the feature has started. */
export const startedCasinoState: CasinoState = { startedAt: Date.UTC(2026, 0, 1) };

/** Deps for tests: the system clock, which `vi.useFakeTimers()` and `vi.setSystemTime()` move. */
export function createCasinoDeps(overrides: Partial<CasinoDeps> = {}): CasinoDeps {
  return { clock: systemClock, ...overrides };
}

/**
 * A real store with the slice under `casino` and the root saga running (the one test store
 * of @bet/platform/testing): `actions` records every action, `task.cancel()` stops the saga.
 */
export function createCasinoHarness(deps = createCasinoDeps(), preloaded?: CasinoState) {
  return createTestStore({
    reducer: { casino: casinoReducer },
    preloadedState: preloaded ? { casino: preloaded } : undefined,
    sagas: [() => casinoSaga(deps)],
  });
}
