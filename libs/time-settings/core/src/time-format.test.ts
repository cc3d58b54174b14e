import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { playerDayIso, playerDayStart } from './player-day';
import { ZONE_OFFSETS_MINUTES, type PlayerZone } from './player-zone';
import {
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatDayMonthTime,
  formatTime,
  formatTimeWithSeconds,
  isoMoment,
} from './time-format';

const KICK_OFF = Date.UTC(2026, 10, 24, 15, 30); // 24 Nov 2026 15:30 UTC
const zone = (offsetMinutes: number, is12h = false): PlayerZone => ({ offsetMinutes, is12h });
const offsets = fc.constantFrom(...ZONE_OFFSETS_MINUTES);
// 2000-01-01 .. 2100-01-01, whole minutes.
const moments = fc.integer({ min: 946_684_800_000 / 60_000, max: 4_102_444_800_000 / 60_000 }).map((m) => m * 60_000);

function minutesOfDay(text: string): number {
  const match = /(\d{1,2}):(\d{2})(?: (AM|PM))?$/.exec(text);
  if (!match) throw new Error(`not a time: ${text}`);
  let hours = Number(match[1]) % (match[3] ? 12 : 24);
  if (match[3] === 'PM') hours += 12;
  return hours * 60 + Number(match[2]);
}

describe('formatters in the player zone (spec 01 §3 timeZone, is12h)', () => {
  it('show a moment on the chosen clock, whatever the runtime zone', () => {
    expect(formatTime(KICK_OFF, zone(180))).toBe('18:30');
    expect(formatTime(KICK_OFF, zone(180, true))).toBe('6:30 PM');
    expect(formatTime(KICK_OFF, zone(-210, true))).toBe('12:00 PM');
    expect(formatTime(KICK_OFF, zone(-930 + 600, true))).toBe('10:00 AM');
    expect(formatDateTime(KICK_OFF, zone(180))).toBe('24.11.2026 18:30');
    expect(formatDateTime(KICK_OFF, zone(540))).toBe('25.11.2026 00:30');
    expect(formatDayMonthTime(KICK_OFF, zone(330, true))).toBe('24.11, 9:00 PM');
    expect(formatDate(KICK_OFF, zone(-720))).toBe('24.11.2026');
    expect(formatTimeWithSeconds(KICK_OFF + 5000, zone(0))).toBe('15:30:05');
    expect(isoMoment(KICK_OFF)).toBe('2026-11-24T15:30:00.000Z');
  });

  it('name the day in the page language', () => {
    expect(formatDayLabel(KICK_OFF, zone(180), 'en')).toBe('Tue, Nov 24');
    expect(formatDayLabel(KICK_OFF, zone(540), 'en')).toBe('Wed, Nov 25');
    expect(formatDayLabel(KICK_OFF, zone(180), 'ru')).toBe('вт, 24 нояб.');
  });

  test.prop([moments, offsets, offsets])(
    'changing the zone moves the wall time by the offset difference',
    (ms, from, to) => {
      const before = minutesOfDay(formatTime(ms, zone(from)));
      const after = minutesOfDay(formatTime(ms, zone(to)));
      expect((((after - before - (to - from)) % 1440) + 1440) % 1440).toBe(0);
    },
  );

  test.prop([moments, offsets])(
    'the 12-hour clock shows the same minute of the day as the 24-hour one',
    (ms, offset) => {
      const h24 = formatTime(ms, zone(offset));
      const h12 = formatTime(ms, zone(offset, true));
      expect(h12).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
      expect(h24).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(minutesOfDay(h12)).toBe(minutesOfDay(h24));
    },
  );

  test.prop([moments, offsets])('the date shown is the player day the moment falls on', (ms, offset) => {
    const [year, month, day] = playerDayIso(ms, offset).split('-');
    expect(formatDate(ms, zone(offset))).toBe(`${day}.${month}.${year}`);
    // The day starts at 00:00 on the player's clock, and a minute before it is the day before.
    const start = playerDayStart(ms, offset);
    expect(formatTime(start, zone(offset))).toBe('00:00');
    expect(formatTime(start, zone(offset, true))).toBe('12:00 AM');
    expect(formatTime(start - 60_000, zone(offset))).toBe('23:59');
    expect(playerDayIso(start - 60_000, offset)).not.toBe(playerDayIso(start, offset));
  });
});
