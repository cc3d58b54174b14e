import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { casinoSearchTyped } from './search-slice';
import { selectCasinoSearch } from './selectors';
import { createCasinoHarness, gameFixture } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('casino search (issue 14: debounced, the latest answer wins)', () => {
  it('asks once, SEARCH_DEBOUNCE_MS after the last keystroke, with the trimmed query', async () => {
    const h = createCasinoHarness();
    for (const query of ['g', 'go', 'gol', 'gold ']) {
      h.store.dispatch(casinoSearchTyped({ query }));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(h.api.callsTo('searchCasino')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(h.api.callsTo('searchCasino').map((c) => c.query)).toEqual([{ q: 'gold', limit: 60 }]);
    const search = selectCasinoSearch(h.store.getState());
    expect(search).toMatchObject({ status: 'loaded', query: 'gold ', answeredQuery: 'gold' });
    expect(search.games.length).toBeGreaterThan(0);
    h.task.cancel();
  });

  it('never asks for a query shorter than CASINO_SEARCH_MIN, and clears the results', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(casinoSearchTyped({ query: 'golden' }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    h.store.dispatch(casinoSearchTyped({ query: ' g ' }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3);
    expect(h.api.callsTo('searchCasino')).toHaveLength(1);
    expect(selectCasinoSearch(h.store.getState())).toMatchObject({ status: 'idle', games: [], answeredQuery: null });
    h.task.cancel();
  });

  it('drops a slow answer to an older query: the newer query’s results stay', async () => {
    let release: (() => void) | undefined;
    const h = createCasinoHarness({
      searchCasino: ({ query }) =>
        query?.q === 'slow'
          ? new Promise((resolve) => {
              release = () => resolve({ games: [gameFixture({ id: 7, name: 'Slow one' })], providers: [] });
            })
          : { games: [gameFixture({ id: 8, name: 'Fast one' })], providers: [] },
    });
    h.store.dispatch(casinoSearchTyped({ query: 'slow' }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    h.store.dispatch(casinoSearchTyped({ query: 'fast' }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    const search = selectCasinoSearch(h.store.getState());
    expect(search.answeredQuery).toBe('fast');
    expect(search.games.map((game) => game.name)).toEqual(['Fast one']);
    h.task.cancel();
  });

  it('says a search failed, and the next keystroke asks again', async () => {
    let fail = true;
    const h = createCasinoHarness({
      searchCasino: () => {
        if (fail) throw new Error('Failed to fetch');
        return { games: [], providers: [] };
      },
    });
    h.store.dispatch(casinoSearchTyped({ query: 'reels' }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(selectCasinoSearch(h.store.getState()).status).toBe('failed');
    expect(h.logger.entries.map((entry) => entry.message)).toContain('The casino search failed');
    fail = false;
    h.store.dispatch(casinoSearchTyped({ query: 'reels!' }));
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(selectCasinoSearch(h.store.getState())).toMatchObject({ status: 'loaded', games: [] });
    h.task.cancel();
  });
});
