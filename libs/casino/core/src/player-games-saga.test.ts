import { notify } from '@bet/notifications';
import { httpError } from '@bet/request/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoLobbyOpened } from './catalogue-slice';
import { casinoPlayerChanged } from './events';
import { casinoRecentOpened, favouriteToggled } from './favourites-slice';
import { selectFavouriteIds, selectFavourites, selectRecentGames } from './selectors';
import { createCasinoHarness, gameFixture } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('favourites (issue 14: optimistic, rolled back with a clear message)', () => {
  it('reads the favourites once the player signs in, and drops them on sign-out', async () => {
    const h = createCasinoHarness(
      { getCasinoFavourites: () => ({ items: [gameFixture({ id: 5 })] }) },
      { signedIn: true },
    );
    h.store.dispatch(casinoLobbyOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect([...selectFavouriteIds(h.store.getState())]).toEqual([5]);
    h.store.dispatch(casinoPlayerChanged({ signedIn: false }));
    expect(selectFavourites(h.store.getState())).toEqual({ status: 'idle', items: [] });
    h.task.cancel();
  });

  it('shows a toggle at once and keeps the server’s list when it agrees', async () => {
    const h = createCasinoHarness({}, { signedIn: true });
    h.store.dispatch(casinoLobbyOpened());
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(favouriteToggled({ game: gameFixture({ id: 3 }), favourite: true }));
    expect(selectFavouriteIds(h.store.getState()).has(3)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('setCasinoFavourite')[0]?.body).toEqual({ gameId: 3, favourite: true });
    expect(selectFavouriteIds(h.store.getState()).has(3)).toBe(true);
    h.task.cancel();
  });

  it('puts the toggle back when the server refuses, and says which game was not saved', async () => {
    const h = createCasinoHarness(
      {
        getCasinoFavourites: () => ({ items: [gameFixture({ id: 9, name: 'Lucky Nine' })] }),
        setCasinoFavourite: () => {
          throw httpError(500);
        },
      },
      { signedIn: true },
    );
    h.store.dispatch(casinoLobbyOpened());
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(favouriteToggled({ game: gameFixture({ id: 9, name: 'Lucky Nine' }), favourite: false }));
    expect(selectFavouriteIds(h.store.getState()).has(9)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectFavouriteIds(h.store.getState()).has(9)).toBe(true);
    expect(h.typesOf(notify)[0]?.payload).toMatchObject({
      tone: 'error',
      text: 'casino_favourite_remove_failed',
      values: { game: 'Lucky Nine' },
    });
    expect(h.logger.entries[0]).toMatchObject({ level: 'warn', message: 'A casino favourite was not saved' });
    h.task.cancel();
  });
});

describe('recently played', () => {
  it('is read for a signed-in player only', async () => {
    const visitor = createCasinoHarness();
    visitor.store.dispatch(casinoRecentOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(visitor.api.callsTo('getRecentCasinoGames')).toHaveLength(0);
    visitor.task.cancel();
    const player = createCasinoHarness({}, { signedIn: true });
    player.store.dispatch(casinoRecentOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectRecentGames(player.store.getState())).toMatchObject({ status: 'loaded' });
    expect(selectRecentGames(player.store.getState()).items).toHaveLength(3);
    player.task.cancel();
  });
});
