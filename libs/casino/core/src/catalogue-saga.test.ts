import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  casinoLobbyOpened,
  casinoLobbyRetryRequested,
  gameListMoreRequested,
  gameListOpened,
  gameListRetryRequested,
} from './catalogue-slice';
import { gameListKey } from './game-list-query';
import { selectCasinoLobby, selectGameList } from './selectors';
import { createCasinoHarness } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the lobby and the game lists (spec 01 §2 casino, §3 casino filters)', () => {
  it('reads the lobby once; a failure is offered again', async () => {
    let fail = true;
    const h = createCasinoHarness({
      getCasinoLobby: () => {
        if (fail) throw new Error('Failed to fetch');
        return { categories: [], providers: [] };
      },
    });
    h.store.dispatch(casinoLobbyOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCasinoLobby(h.store.getState()).status).toBe('failed');
    fail = false;
    h.store.dispatch(casinoLobbyRetryRequested());
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(casinoLobbyOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCasinoLobby(h.store.getState()).status).toBe('loaded');
    expect(h.api.callsTo('getCasinoLobby')).toHaveLength(2);
    h.task.cancel();
  });

  it('reads a list a page at a time with its query, until the total', async () => {
    const h = createCasinoHarness({}, { pageSize: 60 });
    const query = { category: 'slots', subcategory: 'classic', filter: 'dice' } as const;
    h.store.dispatch(gameListOpened({ query }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('getCasinoGames')[0]?.query).toEqual({ ...query, offset: 0, limit: 60 });
    expect(selectGameList(h.store.getState(), query)).toMatchObject({ status: 'loaded', total: 130 });
    h.store.dispatch(gameListMoreRequested({ query }));
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(gameListMoreRequested({ query }));
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(gameListMoreRequested({ query }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('getCasinoGames').map((c) => (c.query as { offset: number }).offset)).toEqual([0, 60, 120]);
    expect(selectGameList(h.store.getState(), query).items).toHaveLength(130);
    // Opened again (back to the page): what was read stays, nothing is asked.
    h.store.dispatch(gameListOpened({ query }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('getCasinoGames')).toHaveLength(3);
    h.task.cancel();
  });

  it('keeps the games read so far when the next page fails', async () => {
    const h = createCasinoHarness({}, { pageSize: 60 });
    const query = { provider: 'red-fox' };
    h.store.dispatch(gameListOpened({ query }));
    await vi.advanceTimersByTimeAsync(0);
    h.api.answer('getCasinoGames', () => {
      throw new Error('Failed to fetch');
    });
    h.store.dispatch(gameListMoreRequested({ query }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameList(h.store.getState(), query)).toMatchObject({ status: 'loaded', more: 'failed' });
    expect(selectGameList(h.store.getState(), query).items).toHaveLength(60);
    h.store.dispatch(gameListRetryRequested({ query }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameList(h.store.getState(), query).status).toBe('failed');
    h.task.cancel();
  });

  it('keys a list by its query, the `all` filter being no filter', () => {
    expect(gameListKey({ filter: 'all' })).toBe('all');
    expect(gameListKey({ provider: 'a', category: 'keno' })).toBe('category=keno&provider=a');
    expect(gameListKey({ tag: 'bonus-games', category: 'slots' })).toBe('category=slots&tag=bonus-games');
  });
});
