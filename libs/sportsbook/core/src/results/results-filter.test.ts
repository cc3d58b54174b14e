import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, daysOf, normalizeResultsFilter, resultsFilterKey, utcDayStart } from './results-filter';

describe('results filters', () => {
  it('puts any moment of a UTC day at its start', () => {
    expect(utcDayStart(Date.UTC(2026, 10, 23, 23, 59, 59))).toBe(Date.UTC(2026, 10, 23) / 1000);
    expect(utcDayStart(Date.UTC(2026, 10, 24))).toBe(Date.UTC(2026, 10, 24) / 1000);
  });

  it('gives the same key to any moment of the same day and to days 1 or none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: 0, max: 86_399 }), (day, second) => {
        const start = utcDayStart(day * 1000);
        expect(resultsFilterKey({ date: start + second })).toBe(resultsFilterKey({ date: start, days: 1 }));
      }),
    );
  });

  it('tells filters apart by day, span, sport and championship', () => {
    const keys = [
      { date: 0 },
      { date: DAY_MS / 1000 },
      { date: 0, days: 7 },
      { date: 0, sportId: 1 },
      { date: 0, champId: 1 },
    ].map(resultsFilterKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(normalizeResultsFilter({ date: 100, days: 1 })).toEqual({ date: 0 });
  });

  it('lists the days of a span newest first', () => {
    expect(daysOf({ date: 2 * 86_400 + 5, days: 3 })).toEqual([2 * 86_400, 86_400, 0]);
    expect(daysOf({ date: 86_400 })).toEqual([86_400]);
  });
});
