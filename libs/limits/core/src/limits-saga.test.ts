import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectLimitsStartedAt, selectIsLimitsStarted } from './selectors';
import { createLimitsHarness } from './testing';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('limitsSaga', () => {
  it('records when it started, by the injected clock', () => {
    const h = createLimitsHarness();
    expect(selectLimitsStartedAt(h.store.getState())).toBe(START);
    expect(selectIsLimitsStarted(h.store.getState())).toBe(true);
    h.task.cancel();
  });
});
