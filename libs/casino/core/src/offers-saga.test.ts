import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoPlayerChanged } from './events';
import { casinoOffersOpened, casinoRoundsOpened } from './offers-slice';
import { selectCasinoOffers, selectCasinoRounds } from './selectors';
import { createCasinoHarness } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('casino offers and rounds', () => {
  it('reads the offers once', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(casinoOffersOpened());
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(casinoOffersOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCasinoOffers(h.store.getState()).items).toHaveLength(2);
    expect(h.api.callsTo('getCasinoOffers')).toHaveLength(1);
    h.task.cancel();
  });

  it('reads the rounds of a signed-in player, and drops them on sign-out', async () => {
    const h = createCasinoHarness({}, { signedIn: true });
    h.store.dispatch(casinoRoundsOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('getCasinoRounds')[0]?.query).toEqual({ limit: 50 });
    expect(selectCasinoRounds(h.store.getState()).items).toHaveLength(1);
    h.store.dispatch(casinoPlayerChanged({ signedIn: false }));
    expect(selectCasinoRounds(h.store.getState())).toEqual({ status: 'idle', items: [] });
    h.task.cancel();
  });
});
