import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  DEFAULT_ZONE_OFFSET_MINUTES,
  isZoneOffset,
  nearestZoneOffset,
  ZONE_OFFSETS_MINUTES,
  zoneOffsetLabel,
} from './player-zone';
import { offsetOfZoneCookie, zoneCookieValue, zoneOfCookies } from './zone-cookies';

describe('the offered zones (spec 01 §3 timeZone)', () => {
  it('are the whole and half hours from UTC−12 to UTC+14, spec 02 §9 default 3 among them', () => {
    expect(ZONE_OFFSETS_MINUTES).toHaveLength(53);
    expect(ZONE_OFFSETS_MINUTES[0]).toBe(-720);
    expect(ZONE_OFFSETS_MINUTES.at(-1)).toBe(840);
    expect(ZONE_OFFSETS_MINUTES).toContain(DEFAULT_ZONE_OFFSET_MINUTES);
    expect(DEFAULT_ZONE_OFFSET_MINUTES).toBe(180);
  });

  it('are named as UTC offsets', () => {
    expect(zoneOffsetLabel(180)).toBe('UTC+03:00');
    expect(zoneOffsetLabel(-210)).toBe('UTC−03:30');
    expect(zoneOffsetLabel(0)).toBe('UTC+00:00');
    expect(zoneOffsetLabel(840)).toBe('UTC+14:00');
  });

  it('a device zone between them goes to the nearest one, past the ends to the end', () => {
    expect(nearestZoneOffset(345)).toBe(360); // Nepal, UTC+5:45: a tie goes up
    expect(nearestZoneOffset(570)).toBe(570); // Adelaide, UTC+9:30
    expect(nearestZoneOffset(-780)).toBe(-720);
    expect(nearestZoneOffset(900)).toBe(840);
    expect(nearestZoneOffset(Number.NaN)).toBe(DEFAULT_ZONE_OFFSET_MINUTES);
  });

  test.prop([fc.integer({ min: -2000, max: 2000 })])(
    'the nearest is always offered and within 15 minutes inside the range',
    (minutes) => {
      const nearest = nearestZoneOffset(minutes);
      expect(isZoneOffset(nearest)).toBe(true);
      if (minutes >= -720 && minutes <= 840) expect(Math.abs(nearest - minutes)).toBeLessThanOrEqual(15);
    },
  );
});

describe('the tzo and is12h cookies (spec 02 §9 cookies)', () => {
  test.prop([fc.constantFrom(...ZONE_OFFSETS_MINUTES)])('tzo keeps every offered zone, in hours', (minutes) => {
    expect(offsetOfZoneCookie(zoneCookieValue(minutes))).toBe(minutes);
  });

  it('reads hours as the spec counts the time zone', () => {
    expect(zoneCookieValue(180)).toBe('3');
    expect(zoneCookieValue(-210)).toBe('-3.5');
    expect(offsetOfZoneCookie('5.5')).toBe(330);
  });

  it('ignores a broken or unoffered value and takes the defaults: zone 3, 24 h', () => {
    for (const bad of ['', 'abc', '15', '3.25', 'Infinity', undefined]) {
      expect(offsetOfZoneCookie(bad)).toBeNull();
    }
    expect(zoneOfCookies('junk', 'maybe')).toEqual({ offsetMinutes: 180, is12h: false });
    expect(zoneOfCookies('-5', '1')).toEqual({ offsetMinutes: -300, is12h: true });
  });
});
