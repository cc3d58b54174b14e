/**
 * Issue 18: the player's days (results grouped by the player's day, not UTC). The player's time
 * zone is the one the rest of the app shows times in: the browser's (`formatStart` and
 * `formatDateTime` format in it, the office's history picks days in it), so `timeZone`
 * undefined means the runtime's own zone; tests and stories name one (an IANA name such as
 * 'Asia/Tokyo'). Spec 02 §9 "default time zone 3" is the operator's default for a player whose
 * zone is unknown; a browser always knows its own, so it is not needed here. Days are computed
 * with `Intl` from wall-clock parts, so a day with a DST change is 23 or 25 hours long, as the
 * player lives it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(ms: number, timeZone: string | undefined): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 1970,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at `ms`, in ms (UTC+3: 10 800 000). */
export function zoneOffsetMs(ms: number, timeZone?: string): number {
  const clock = wallClock(ms, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** Epoch ms of 00:00 of a calendar day in the zone (the offset read at that moment, for DST days). */
function midnightOf(year: number, month: number, day: number, timeZone: string | undefined): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const guess = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  return utcMidnight - zoneOffsetMs(guess, timeZone);
}

/** Epoch ms of the start of the player's day that holds `ms`. */
export function playerDayStart(ms: number, timeZone?: string): number {
  const clock = wallClock(ms, timeZone);
  return midnightOf(clock.year, clock.month, clock.day, timeZone);
}

/** Epoch ms of the start of the player's day `days` after (or, negative, before) the one holding `ms`. */
export function playerDayStartAfter(ms: number, days: number, timeZone?: string): number {
  const clock = wallClock(ms, timeZone);
  // Date.UTC carries a day past the month's end into the next month.
  const shifted = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return midnightOf(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

/** `yyyy-mm-dd` of the player's day that holds `ms`. */
export function playerDayIso(ms: number, timeZone?: string): string {
  const { year, month, day } = wallClock(ms, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
