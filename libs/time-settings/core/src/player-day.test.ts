import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { DAY_MS, playerDayIso, playerDayStart, playerDayStartAfter, playerDayStartOfIso } from './player-day';
import { ZONE_OFFSETS_MINUTES } from './player-zone';

const offsets = fc.constantFrom(...ZONE_OFFSETS_MINUTES);
const moments = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 });

describe("the player's day (issue 18 results by day, issue 12 time zone)", () => {
  it('starts at midnight of the chosen offset', () => {
    const lateEvening = Date.UTC(2026, 10, 23, 22, 30); // 01:30 on the 24th in UTC+3
    expect(playerDayStart(lateEvening, 180)).toBe(Date.UTC(2026, 10, 23, 21));
    expect(playerDayIso(lateEvening, 180)).toBe('2026-11-24');
    expect(playerDayIso(lateEvening, 0)).toBe('2026-11-23');
    expect(playerDayIso(lateEvening, -210)).toBe('2026-11-23');
    expect(playerDayStartAfter(lateEvening, -1, 180)).toBe(Date.UTC(2026, 10, 22, 21));
  });

  it('reads a yyyy-mm-dd as a day of the zone, and no impossible day', () => {
    expect(playerDayStartOfIso('2026-11-24', 180)).toBe(Date.UTC(2026, 10, 23, 21));
    expect(playerDayStartOfIso('2026-02-30', 180)).toBeNull();
    expect(playerDayStartOfIso('24.11.2026', 180)).toBeNull();
  });

  test.prop([moments, offsets])('holds the moment, is 24 hours long and names itself', (ms, offset) => {
    const start = playerDayStart(ms, offset);
    expect(start).toBeLessThanOrEqual(ms);
    expect(ms).toBeLessThan(start + DAY_MS);
    expect(playerDayIso(start, offset)).toBe(playerDayIso(ms, offset));
    expect(playerDayStartOfIso(playerDayIso(ms, offset), offset)).toBe(start);
  });

  test.prop([moments, offsets, fc.integer({ min: -400, max: 400 })])(
    'days after are whole days apart',
    (ms, offset, days) => {
      const start = playerDayStartAfter(ms, days, offset);
      expect(start - playerDayStart(ms, offset)).toBe(days * DAY_MS);
      expect(playerDayStart(start, offset)).toBe(start);
    },
  );
});
