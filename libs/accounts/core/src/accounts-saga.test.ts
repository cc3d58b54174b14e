import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectAccountsStartedAt, selectIsAccountsStarted } from './selectors';
import { createAccountsHarness } from './testing';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('accountsSaga', () => {
  it('records when it started, by the injected clock', () => {
    const h = createAccountsHarness();
    expect(selectAccountsStartedAt(h.store.getState())).toBe(START);
    expect(selectIsAccountsStarted(h.store.getState())).toBe(true);
    h.task.cancel();
  });
});
