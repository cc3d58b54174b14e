/**
 * The player's days: calendar days of the chosen fixed offset (player-zone.ts), the one day
 * math of the site. The results are grouped by them (issue 18) and the history's date range
 * is read in them, so a day shown beside a time is the day that time falls on. A fixed offset
 * has no DST: every day is 24 hours long.
 */

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

const MINUTE_MS = 60_000;

/** Epoch ms of 00:00 of the player's day that holds `ms`. */
export function playerDayStart(ms: number, offsetMinutes: number): number {
  const offset = offsetMinutes * MINUTE_MS;
  return Math.floor((ms + offset) / DAY_MS) * DAY_MS - offset;
}

/** Epoch ms of 00:00 of the player's day `days` after (negative: before) the one holding `ms`. */
export function playerDayStartAfter(ms: number, days: number, offsetMinutes: number): number {
  return playerDayStart(ms, offsetMinutes) + days * DAY_MS;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `yyyy-mm-dd` of the player's day that holds `ms` (a date input's value, a results address). */
export function playerDayIso(ms: number, offsetMinutes: number): string {
  const wall = new Date(ms + offsetMinutes * MINUTE_MS);
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of 00:00 of the player's day a `yyyy-mm-dd` names; null when it names no real day. */
export function playerDayStartOfIso(iso: string, offsetMinutes: number): number | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  // Date.UTC carries 31 April into May: such a text is no day.
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - offsetMinutes * MINUTE_MS;
}
