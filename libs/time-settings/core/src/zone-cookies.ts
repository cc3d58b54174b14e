import type { PlayerZone } from './player-zone';
import { DEFAULT_PLAYER_ZONE, isZoneOffset } from './player-zone';

/** Spec 02 §9 "Cookies used: ... tzo, is12h" (lifetime 86400 s, path /). */
export const ZONE_COOKIE = 'tzo';
export const CLOCK_COOKIE = 'is12h';

/**
 * `tzo` holds the offset in hours as the spec's `timeZone` setting counts it ("3", "-3.5",
 * "5.5"; ours, spec: the value is not shown). A value that is not an offered offset is ignored.
 */
export function zoneCookieValue(offsetMinutes: number): string {
  return String(offsetMinutes / 60);
}

export function offsetOfZoneCookie(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const hours = Number(value);
  if (!Number.isFinite(hours)) return null;
  const minutes = Math.round(hours * 60);
  return isZoneOffset(minutes) && Math.abs(minutes - hours * 60) < 1e-6 ? minutes : null;
}

/** `is12h` is "1" or "0", as the spec's other 0/1 flags; anything else is ignored. */
export function clockCookieValue(is12h: boolean): string {
  return is12h ? '1' : '0';
}

export function is12hOfClockCookie(value: string | undefined): boolean | null {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** What the cookies say, each missing or broken value at its default (spec 02 §9: zone 3, 24 h). */
export function zoneOfCookies(tzo: string | undefined, is12h: string | undefined): PlayerZone {
  return {
    offsetMinutes: offsetOfZoneCookie(tzo) ?? DEFAULT_PLAYER_ZONE.offsetMinutes,
    is12h: is12hOfClockCookie(is12h) ?? DEFAULT_PLAYER_ZONE.is12h,
  };
}
