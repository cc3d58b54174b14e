import { describe, expect, it } from 'vitest';
import { REFRESH_INTERVALS, refreshInterval, retryDelay } from './refresh-intervals';

describe('Spec 02 §9 refresh intervals (line / live)', () => {
  it.each([
    [{ kind: 'menu', section: 'line' }, 10_000],
    [{ kind: 'menu', section: 'live' }, 5_000],
    [{ kind: 'game', gameId: 1, section: 'line' }, 15_000],
    [{ kind: 'game', gameId: 1, section: 'live' }, 5_000],
    [{ kind: 'top', section: 'line' }, 60_000],
    [{ kind: 'top', section: 'live' }, 10_000],
    [{ kind: 'expressOfTheDay' }, 15_000],
    [{ kind: 'cyber', section: 'line' }, 15_000],
    [{ kind: 'cyber', section: 'live' }, 5_000],
    [{ kind: 'games', section: 'line' }, 10_000],
    [{ kind: 'games', section: 'live' }, 10_000],
  ] as const)('%j polls every %i ms', (request, interval) => {
    expect(refreshInterval(request)).toBe(interval);
  });

  it('has the default row 10000 / 10000', () => {
    expect(REFRESH_INTERVALS.default).toEqual({ line: 10_000, live: 10_000 });
  });
});

describe('retry backoff', () => {
  it('doubles from 1 s and never exceeds the interval', () => {
    expect([1, 2, 3, 4, 5].map((failures) => retryDelay(failures, 5_000))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(retryDelay(20, 60_000)).toBe(60_000);
  });
});
