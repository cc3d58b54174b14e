import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCasinoStartedAt, selectIsCasinoStarted } from './selectors';
import { createCasinoHarness } from './testing';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('casinoSaga', () => {
  it('records when it started, by the injected clock', () => {
    const h = createCasinoHarness();
    expect(selectCasinoStartedAt(h.store.getState())).toBe(START);
    expect(selectIsCasinoStarted(h.store.getState())).toBe(true);
    h.task.cancel();
  });
});
