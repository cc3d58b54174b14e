import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectSupportStartedAt, selectIsSupportStarted } from './selectors';
import { createSupportHarness } from './testing';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('supportSaga', () => {
  it('records when it started, by the injected clock', () => {
    const h = createSupportHarness();
    expect(selectSupportStartedAt(h.store.getState())).toBe(START);
    expect(selectIsSupportStarted(h.store.getState())).toBe(true);
    h.task.cancel();
  });
});
