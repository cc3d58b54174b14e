import { loggedOut } from '@bet/session';
import { pageLeft, pageReturned } from '@bet/platform';
import { httpError } from '@bet/request/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_REFRESH_MS, MEDIA_RETRY_FIRST_MS, SIDE_ZONES_STORAGE_KEY } from './constants';
import { LIVE_MEDIA_FAILED_LOG } from './live-media-saga';
import {
  floatingPlayerMoved,
  gameMediaRemoved,
  liveMediaRefreshRequested,
  mediaCleared,
  mediaSelected,
  mediaUnselected,
} from './media-slice';
import {
  selectBoardMedia,
  selectFloatingMedia,
  selectFloatingPosition,
  selectFullscreenMedia,
  selectFullscreenReturn,
  selectGameMedia,
  selectSelectedMedia,
  selectSideZones,
} from './selectors';
import { createMediaDeps, createMediaHarness, gameMediaFixture } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const START = Date.UTC(2026, 4, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const GAMES = [gameMediaFixture(1), gameMediaFixture(2), gameMediaFixture(3, { videoId: null })];

function start(items = GAMES, seed?: (storage: ReturnType<typeof createMediaDeps>['storage']) => void) {
  const made = createMediaDeps(items);
  seed?.(made.storage);
  const harness = createMediaHarness(made.deps);
  const calls = () => made.api.callsTo('getLiveMedia').map((call) => call.at - START);
  return { ...made, ...harness, calls, state: () => harness.store.getState() };
}

const video = (gameId: number, target: 'board' | 'floating' | 'fullscreen' = 'board', more = {}) =>
  mediaSelected({ type: 'video', target, gameId, sportId: 1, videoId: `v${gameId}`, title: `Game ${gameId}`, ...more });
const zone = (gameId: number, target: 'board' | 'side' = 'side') =>
  mediaSelected({
    type: 'zone',
    target,
    gameId,
    sportId: 1,
    zoneId: `z${gameId}`,
    autoClearable: target !== 'side',
    title: `Game ${gameId}`,
    gameLink: `/ru/live/${gameId}`,
  });

describe('the live media list (spec 02 §9 media 600000 ms)', () => {
  it('is read at start and every 600000 ms after the answer', async () => {
    const h = start();
    await tick(0);
    expect(selectGameMedia(h.state(), 1)?.videoId).toBe('v1');
    expect(selectGameMedia(h.state(), 3)?.videoId).toBeNull();
    await tick(MEDIA_REFRESH_MS - 1);
    expect(h.calls()).toEqual([0]);
    await tick(1);
    expect(h.calls()).toEqual([0, MEDIA_REFRESH_MS]);
    h.task.cancel();
  });

  it("waits for the page's first paint when the app gives it (issue 16), then reads and polls as before", async () => {
    const made = createMediaDeps(GAMES);
    let painted: () => void = () => undefined;
    const firstPaint = () => new Promise<void>((resolve) => (painted = resolve));
    const h = createMediaHarness({ ...made.deps, firstPaint });
    await tick(5000);
    expect(made.api.callsTo('getLiveMedia')).toHaveLength(0);
    painted();
    await tick(0);
    expect(made.api.callsTo('getLiveMedia').map((call) => call.at - START)).toEqual([5000]);
    await tick(MEDIA_REFRESH_MS);
    expect(made.api.callsTo('getLiveMedia')).toHaveLength(2);
    h.task.cancel();
  });

  it('is read at once on request (a game page whose game it lacks)', async () => {
    const h = start();
    await tick(1000);
    h.store.dispatch(liveMediaRefreshRequested());
    await tick(0);
    expect(h.calls()).toEqual([0, 1000]);
    h.task.cancel();
  });

  it('after a failure tries again sooner, doubling, keeping the last list, and logs it', async () => {
    const h = start();
    await tick(0);
    h.api.answer('getLiveMedia', () => {
      throw httpError(503);
    });
    h.store.dispatch(liveMediaRefreshRequested());
    await tick(0);
    expect(h.state().media.live.status).toBe('failed');
    expect(selectGameMedia(h.state(), 1)).toBeDefined();
    expect(h.logger.entries.some((entry) => entry.message === LIVE_MEDIA_FAILED_LOG)).toBe(true);
    await tick(MEDIA_RETRY_FIRST_MS);
    await tick(MEDIA_RETRY_FIRST_MS * 2);
    expect(h.calls()).toEqual([0, 0, MEDIA_RETRY_FIRST_MS, MEDIA_RETRY_FIRST_MS * 3]);
    h.task.cancel();
  });

  it('is not read while the page is away, and is read at once on return (spec 01 §4 page leave)', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(pageLeft());
    await tick(MEDIA_REFRESH_MS * 2);
    expect(h.calls()).toEqual([0]);
    h.store.dispatch(pageReturned());
    await tick(0);
    expect(h.calls()).toEqual([0, MEDIA_REFRESH_MS * 2]);
    h.task.cancel();
  });

  it('removes all of a game that is no longer covered, and a media that ended (spec 01 §4)', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1, 'floating', { autoClearable: false }));
    h.store.dispatch(zone(1));
    h.store.dispatch(video(2));
    h.store.dispatch(zone(2, 'board'));
    h.api.answer('getLiveMedia', () => ({ items: [gameMediaFixture(2, { videoId: null })] }));
    h.store.dispatch(liveMediaRefreshRequested());
    await tick(0);
    expect(h.typesOf(gameMediaRemoved).map((action) => action.payload)).toEqual([{ gameId: 1 }]);
    expect(selectSelectedMedia(h.state()).map((media) => media.id)).toEqual(['zone:2:z2']);
    h.task.cancel();
  });
});

describe('selecting, merging and clearing (spec 01 §4 Media)', () => {
  it('selecting the same media again merges it: moving a board video to the floating player', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1, 'board', { gameLink: '/ru/live/1' }));
    h.store.dispatch(video(1, 'floating', { autoClearable: false, title: '' }));
    const [only] = selectSelectedMedia(h.state());
    expect(selectSelectedMedia(h.state())).toHaveLength(1);
    expect(only).toMatchObject({ target: 'floating', isFloating: true, autoClearable: false, title: 'Game 1' });
    expect(only?.gameLink).toBe('/ru/live/1');
    h.task.cancel();
  });

  it('keeps one floating player: a new one takes its place', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1, 'floating'));
    h.store.dispatch(video(2, 'floating'));
    expect(selectFloatingMedia(h.state())?.gameId).toBe(2);
    expect(selectSelectedMedia(h.state())).toHaveLength(1);
    h.task.cancel();
  });

  it('shows one video and one zone per board, and stacks side zones', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1));
    h.store.dispatch(zone(1, 'board'));
    h.store.dispatch(zone(2));
    h.store.dispatch(zone(3));
    expect(selectBoardMedia(h.state(), 1).map((media) => media.type)).toEqual(['video', 'zone']);
    expect(selectSideZones(h.state()).map((media) => media.gameId)).toEqual([2, 3]);
    h.task.cancel();
  });

  it('clearing removes the autoClearable media only; unselecting removes one', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1));
    h.store.dispatch(video(2, 'floating', { autoClearable: false }));
    h.store.dispatch(zone(3));
    h.store.dispatch(mediaCleared());
    expect(selectSelectedMedia(h.state()).map((media) => media.id)).toEqual(['video:2:v2', 'zone:3:z3']);
    h.store.dispatch(mediaUnselected({ id: 'video:2:v2' }));
    expect(selectFloatingMedia(h.state())).toBeUndefined();
    h.task.cancel();
  });

  it('full screen goes back to where the media came from', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1, 'floating', { autoClearable: false }));
    h.store.dispatch(video(1, 'fullscreen'));
    expect(selectFullscreenMedia(h.state())?.gameId).toBe(1);
    expect(selectFullscreenReturn(h.state())).toBe('floating');
    h.store.dispatch(video(1, selectFullscreenReturn(h.state()) as 'floating'));
    expect(selectFloatingMedia(h.state())?.gameId).toBe(1);
    expect(h.state().media.fullscreenFrom).toBeNull();
    h.task.cancel();
  });

  it('signed out, the videos close and the zones stay (spec 01 §6 video token only when signed in)', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(video(1, 'floating'));
    h.store.dispatch(zone(2));
    h.store.dispatch(loggedOut());
    expect(selectSelectedMedia(h.state()).map((media) => media.type)).toEqual(['zone']);
    h.task.cancel();
  });

  it('keeps where the floating player was moved, in whole pixels', async () => {
    const h = start();
    h.store.dispatch(floatingPlayerMoved({ x: 10.4, y: 20.6 }));
    expect(selectFloatingPosition(h.state())).toEqual({ x: 10, y: 21 });
    h.task.cancel();
  });

  it('a selection without videoId or zoneId throws and changes nothing', async () => {
    const h = start();
    await tick(0);
    expect(() => h.store.dispatch(mediaSelected({ type: 'video', target: 'board', gameId: 1, sportId: 1 }))).toThrow(
      'One of the parameters of the MediaEntity constructor is required: videoId or zoneId',
    );
    expect(selectSelectedMedia(h.state())).toEqual([]);
    h.task.cancel();
  });
});

describe('side zones persisted and restored when empty (spec 01 §4)', () => {
  it('keeps every change of the side zones, and forgets them when none is left', async () => {
    const h = start();
    await tick(0);
    h.store.dispatch(zone(1));
    h.store.dispatch(zone(2));
    expect(JSON.parse(h.storage.getItem(SIDE_ZONES_STORAGE_KEY) ?? '[]')).toEqual([
      { gameId: 1, sportId: 1, zoneId: 'z1', title: 'Game 1', gameLink: '/ru/live/1' },
      { gameId: 2, sportId: 1, zoneId: 'z2', title: 'Game 2', gameLink: '/ru/live/2' },
    ]);
    h.store.dispatch(mediaUnselected({ id: 'zone:1:z1' }));
    h.store.dispatch(mediaUnselected({ id: 'zone:2:z2' }));
    expect(h.storage.getItem(SIDE_ZONES_STORAGE_KEY)).toBeNull();
    h.task.cancel();
  });

  it('brings the kept zones back at start, drops a broken entry, and prunes a game that ended', async () => {
    const kept = [
      { gameId: 1, sportId: 1, zoneId: 'z1', title: 'Game 1', gameLink: '/ru/live/1' },
      { gameId: 2, sportId: 1, zoneId: null, title: 'No zone' },
      { gameId: 9, sportId: 1, zoneId: 'z9', title: 'Ended', gameLink: '/ru/live/9' },
    ];
    const h = start(GAMES, (storage) => storage.setItem(SIDE_ZONES_STORAGE_KEY, JSON.stringify(kept)));
    // Restored before the first read answers...
    expect(selectSideZones(h.state()).map((media) => media.gameId)).toEqual([1, 9]);
    expect(selectSideZones(h.state())[0]).toMatchObject({ autoClearable: false, target: 'side' });
    expect(h.logger.entries.some((entry) => String(entry.details).includes('videoId or zoneId'))).toBe(true);
    // ...and the read prunes the ended game, which the storage then forgets.
    await tick(0);
    expect(selectSideZones(h.state()).map((media) => media.gameId)).toEqual([1]);
    expect(JSON.parse(h.storage.getItem(SIDE_ZONES_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    h.task.cancel();
  });

  it('ignores an unreadable store', async () => {
    const h = start(GAMES, (storage) => storage.setItem(SIDE_ZONES_STORAGE_KEY, '{not json'));
    await tick(0);
    expect(selectSideZones(h.state())).toEqual([]);
    h.task.cancel();
  });
});
