/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import { systemClock } from '@bet/platform';
import { createTestStore } from '@bet/platform/testing';
import type { MediaDeps } from './media-deps';
import { mediaSaga } from './media-saga';
import { mediaReducer, type MediaState } from './media-slice';

/** The state once the feature has started. */
export const startedMediaState: MediaState = { startedAt: Date.UTC(2026, 0, 1) };

/** Deps for tests: the system clock, which `vi.useFakeTimers()` and `vi.setSystemTime()` move. */
export function createMediaDeps(overrides: Partial<MediaDeps> = {}): MediaDeps {
  return { clock: systemClock, ...overrides };
}

/**
 * A real store with the slice under `media` and the root saga running (the one test store
 * of @bet/platform/testing): `actions` records every action, `task.cancel()` stops the saga.
 */
export function createMediaHarness(deps = createMediaDeps(), preloaded?: MediaState) {
  return createTestStore({
    reducer: { media: mediaReducer },
    preloadedState: preloaded ? { media: preloaded } : undefined,
    sagas: [() => mediaSaga(deps)],
  });
}
