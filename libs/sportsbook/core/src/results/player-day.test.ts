import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerDayIso, playerDayStart, playerDayStartAfter, zoneOffsetMs } from './player-day';

const HOUR = 3_600_000;

describe("the player's day (issue 18: results by the player's day, not UTC)", () => {
  it('spec 02 §9 default zone (UTC+3): 22:30 UTC is already the next day, which began at 21:00 UTC', () => {
    const at = Date.UTC(2026, 10, 23, 22, 30);
    expect(playerDayIso(at, 'Europe/Moscow')).toBe('2026-11-24');
    expect(playerDayStart(at, 'Europe/Moscow')).toBe(Date.UTC(2026, 10, 23, 21));
    expect(playerDayIso(at, 'UTC')).toBe('2026-11-23');
    expect(zoneOffsetMs(at, 'Europe/Moscow')).toBe(3 * HOUR);
  });

  it('west of UTC the player is still on the day before', () => {
    const at = Date.UTC(2026, 10, 24, 2);
    expect(playerDayIso(at, 'America/New_York')).toBe('2026-11-23');
    expect(playerDayStart(at, 'America/New_York')).toBe(Date.UTC(2026, 10, 23, 5));
    expect(playerDayStartAfter(at, 1, 'America/New_York')).toBe(Date.UTC(2026, 10, 24, 5));
    expect(playerDayStartAfter(at, -6, 'America/New_York')).toBe(Date.UTC(2026, 10, 17, 5));
  });

  it('a DST day is as long as the player lives it (New York, 8 March 2026: 23 hours; 1 November: 25)', () => {
    const spring = Date.UTC(2026, 2, 8, 12);
    expect(playerDayStartAfter(spring, 1, 'America/New_York') - playerDayStart(spring, 'America/New_York')).toBe(
      23 * HOUR,
    );
    const autumn = Date.UTC(2026, 10, 1, 12);
    expect(playerDayStartAfter(autumn, 1, 'America/New_York') - playerDayStart(autumn, 'America/New_York')).toBe(
      25 * HOUR,
    );
  });

  it('any moment lies within its day, whose start is midnight on the player clock (Tokyo, Moscow, New York, Kolkata)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom('Asia/Tokyo', 'Europe/Moscow', 'America/New_York', 'Asia/Kolkata', 'UTC'),
        (ms, zone) => {
          const start = playerDayStart(ms, zone);
          const next = playerDayStartAfter(ms, 1, zone);
          expect(start).toBeLessThanOrEqual(ms);
          expect(next).toBeGreaterThan(ms);
          expect(playerDayIso(start, zone)).toBe(playerDayIso(ms, zone));
          expect(playerDayIso(start - 1, zone)).not.toBe(playerDayIso(ms, zone));
        },
      ),
    );
  });
});
