import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeResultsFilter, resultsFilterKey, resultsSpan, utcDayStart } from './results-filter';

/** Tokyo's UTC+9, as the player picks it (issue 12: fixed offsets). */
const TOKYO = 540;
const UTC = 0;

describe('results filters', () => {
  it('puts any moment of a UTC day at its start', () => {
    expect(utcDayStart(Date.UTC(2026, 10, 23, 23, 59, 59))).toBe(Date.UTC(2026, 10, 23) / 1000);
    expect(utcDayStart(Date.UTC(2026, 10, 24))).toBe(Date.UTC(2026, 10, 24) / 1000);
  });

  it("gives the same key to any moment of the same player's day and to days 1 or none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: 0, max: 86_399 }), (day, second) => {
        const start = utcDayStart(day * 1000) - 9 * 3600; // a Tokyo day starts at 15:00 UTC
        expect(resultsFilterKey({ date: start + second, offsetMinutes: TOKYO })).toBe(
          resultsFilterKey({ date: start, days: 1, offsetMinutes: TOKYO }),
        );
      }),
    );
  });

  it('tells filters apart by day, span, zone, sport and championship', () => {
    const keys = [
      { date: 0, offsetMinutes: UTC },
      { date: 86_400, offsetMinutes: UTC },
      { date: 0, days: 7, offsetMinutes: UTC },
      { date: 0, offsetMinutes: TOKYO },
      { date: 0, offsetMinutes: UTC, sportId: 1 },
      { date: 0, offsetMinutes: UTC, champId: 1 },
    ].map(resultsFilterKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(normalizeResultsFilter({ date: 100, days: 1, offsetMinutes: UTC })).toEqual({ date: 0, offsetMinutes: UTC });
  });

  it("spans the player's days, not UTC days (issue 18): Tokyo's 24 November is 15:00 to 15:00 UTC", () => {
    const lateEvening = Date.UTC(2026, 10, 23, 16) / 1000; // 01:00 on the 24th in Tokyo
    expect(resultsSpan({ date: lateEvening, offsetMinutes: TOKYO })).toEqual({
      from: Date.UTC(2026, 10, 23, 15) / 1000,
      to: Date.UTC(2026, 10, 24, 15) / 1000,
    });
    expect(resultsSpan({ date: lateEvening, days: 3, offsetMinutes: TOKYO })).toEqual({
      from: Date.UTC(2026, 10, 21, 15) / 1000,
      to: Date.UTC(2026, 10, 24, 15) / 1000,
    });
    expect(resultsSpan({ date: lateEvening, offsetMinutes: UTC })).toEqual({
      from: Date.UTC(2026, 10, 23) / 1000,
      to: Date.UTC(2026, 10, 24) / 1000,
    });
  });
});
