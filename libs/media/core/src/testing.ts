/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import type { GameMedia } from '@bet/contract';
import { pageReducer, systemClock } from '@bet/platform';
import { createMemoryLogger, createMemoryStorage, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient } from '@bet/request/testing';
import type { MediaDeps } from './media-deps';
import { mediaSaga } from './media-saga';
import { initialMediaState, mediaReducer, type MediaState } from './media-slice';

export const MEDIA_ORIGIN = 'http://media.test';

/** A game the provider covers: video and zone unless told otherwise. */
export function gameMediaFixture(gameId: number, overrides: Partial<GameMedia> = {}): GameMedia {
  const videoId = overrides.videoId === undefined ? `v${gameId}` : overrides.videoId;
  const zoneId = overrides.zoneId === undefined ? `z${gameId}` : overrides.zoneId;
  return {
    gameId,
    sportId: 1,
    videoId,
    zoneId,
    videoUrl: videoId === null ? null : `${MEDIA_ORIGIN}/video/${videoId}`,
    zoneUrl: zoneId === null ? null : `${MEDIA_ORIGIN}/zone/${zoneId}`,
    ...overrides,
  };
}

/** The state once the live list has these games. */
export function liveMediaState(items: readonly GameMedia[], base: MediaState = initialMediaState): MediaState {
  return {
    ...base,
    live: {
      byGame: Object.fromEntries(items.map((item) => [item.gameId, item])),
      status: 'idle',
      loadedAt: Date.UTC(2026, 0, 1),
      error: null,
    },
  };
}

/**
 * Deps for tests: the system clock (which `vi.useFakeTimers()` moves), a fake api answering the
 * live list with `items`, memory storage and logger.
 */
export function createMediaDeps(items: readonly GameMedia[] = [], overrides: Partial<MediaDeps> = {}) {
  const api = createFakeApiClient({ getLiveMedia: () => ({ items: [...items] }) });
  const storage = createMemoryStorage();
  const logger = createMemoryLogger();
  return { api, storage, logger, deps: { api, clock: systemClock, logger, storage, ...overrides } as MediaDeps };
}

/**
 * A real store with the slice under `media` (and the page-leave state the poll reads) and the
 * root saga running (the one test store of @bet/platform/testing): `task.cancel()` stops it.
 */
export function createMediaHarness(deps: MediaDeps, preloaded?: MediaState) {
  return createTestStore({
    reducer: { media: mediaReducer, page: pageReducer },
    preloadedState: preloaded ? { media: preloaded } : undefined,
    sagas: [() => mediaSaga(deps)],
  });
}
