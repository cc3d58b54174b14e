import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectMediaStartedAt, selectIsMediaStarted } from './selectors';
import { createMediaHarness } from './testing';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('mediaSaga', () => {
  it('records when it started, by the injected clock', () => {
    const h = createMediaHarness();
    expect(selectMediaStartedAt(h.store.getState())).toBe(START);
    expect(selectIsMediaStarted(h.store.getState())).toBe(true);
    h.task.cancel();
  });
});
