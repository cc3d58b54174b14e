import { format } from 'date-fns';
import { localeOf } from '@bet/i18n';
import { utcClock } from './utc-clock';
import type { PlayerZone } from './player-zone';

/**
 * The one formatting path of times and dates (issue 12): every time the site shows is an epoch
 * moment formatted here in the player's zone and clock, with date-fns on the UTC clock moved by the
 * offset (a UTC context, utc-clock.ts), so the runtime's own zone never shows through. Pure: the zone is an argument;
 * the ui's `usePlayerTime` hook passes the chosen one.
 *
 * Layouts (ours; spec: not shown): numeric days day first as the operator's ru pages write them
 * (`24.11.2026`), the time as `18:30` or `6:30 PM`.
 */

/**
 * The wall clock of a fixed offset is the UTC clock of the moment moved by the offset: date-fns
 * formats it in a UTC context (utc-clock.ts), so neither the runtime's zone nor an offset parser
 * is involved.
 */
const MINUTE_MS = 60_000;

/** Numbers and the English day period (AM/PM, as the settings' "12-hour (6:30 PM)" shows it in every language). */
function formatIn(ms: number, pattern: string, zone: PlayerZone): string {
  return format(ms + zone.offsetMinutes * MINUTE_MS, pattern, { in: utcClock });
}

const timePattern = (zone: PlayerZone) => (zone.is12h ? 'h:mm a' : 'HH:mm');

/** "18:30" or "6:30 PM". */
export function formatTime(ms: number, zone: PlayerZone): string {
  return formatIn(ms, timePattern(zone), zone);
}

/** "18:30:05" or "6:30:05 PM": a clock that ticks (the settings' preview). */
export function formatTimeWithSeconds(ms: number, zone: PlayerZone): string {
  return formatIn(ms, zone.is12h ? 'h:mm:ss a' : 'HH:mm:ss', zone);
}

/** "24.11.2026". */
export function formatDate(ms: number, zone: PlayerZone): string {
  return formatIn(ms, 'dd.MM.yyyy', zone);
}

/** "24.11.2026 18:30": a bet placed, a payment made, a round played. */
export function formatDateTime(ms: number, zone: PlayerZone): string {
  return formatIn(ms, `dd.MM.yyyy ${timePattern(zone)}`, zone);
}

/** "24.11, 18:30": a game's start in the line (the year is this season's). */
export function formatDayMonthTime(ms: number, zone: PlayerZone): string {
  return formatIn(ms, `dd.MM, ${timePattern(zone)}`, zone);
}

/**
 * "Tue, Nov 24" (en), "вт, 24 нояб." (ru): a day of the results' day picker, as each language
 * writes it. The names come from Intl in the page's language, on the same moved UTC clock:
 * date-fns locales for ~80 languages would weigh on every page's first load (size budgets).
 */
export function formatDayLabel(ms: number, zone: PlayerZone, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(ms + zone.offsetMinutes * MINUTE_MS);
}

/** The machine-readable moment for `<time dateTime>`: ISO 8601 in UTC, whatever the player's zone. */
export function isoMoment(ms: number): string {
  return new Date(ms).toISOString();
}
