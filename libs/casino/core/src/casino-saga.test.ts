import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameListOpened } from './catalogue-slice';
import { casinoPlayerChanged } from './events';
import * as sagas from './casino-sagas';
import { casinoSearchTyped } from './search-slice';
import { selectCasinoSearch, selectGameList } from './selectors';
import { createCasinoHarness } from './testing';
import { SEARCH_DEBOUNCE_MS } from './constants';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('casinoSaga (issue 14 and 16: the casino loads with its first page)', () => {
  it('loads nothing and asks nothing before a casino page’s first event', async () => {
    const loadSagas = vi.fn(() => Promise.resolve(sagas));
    const h = createCasinoHarness({}, { signedIn: true });
    h.deps.loadSagas = loadSagas;
    h.store.dispatch(casinoPlayerChanged({ signedIn: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.api.calls).toEqual([]);
    h.task.cancel();
  });

  it('replays the events dispatched while the sagas were loading, in order', async () => {
    let release: (() => void) | undefined;
    const h = createCasinoHarness();
    h.deps.loadSagas = () =>
      new Promise((resolve) => {
        release = () => resolve(sagas);
      });
    h.store.dispatch(gameListOpened({ query: { category: 'keno' } }));
    h.store.dispatch(casinoSearchTyped({ query: 'gol' }));
    h.store.dispatch(casinoSearchTyped({ query: 'gold' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.calls).toEqual([]);
    release?.();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(selectGameList(h.store.getState(), { category: 'keno' }).status).toBe('loaded');
    expect(h.api.callsTo('searchCasino').map((c) => c.query)).toEqual([{ q: 'gold', limit: 60 }]);
    expect(selectCasinoSearch(h.store.getState()).answeredQuery).toBe('gold');
    h.task.cancel();
  });

  it('tries again on the next casino event when the sagas cannot load', async () => {
    let fail = true;
    const h = createCasinoHarness();
    h.deps.loadSagas = () =>
      fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(sagas);
    h.store.dispatch(gameListOpened({ query: { category: 'keno' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.logger.entries.map((entry) => entry.message)).toEqual(['The casino could not load']);
    fail = false;
    h.store.dispatch(gameListOpened({ query: { category: 'keno' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameList(h.store.getState(), { category: 'keno' }).status).toBe('loaded');
    h.task.cancel();
  });
});
