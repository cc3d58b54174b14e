import { playerDayIso, playerDayStartAfter, RESULTS_DAYS_BACK } from '@bet/sportsbook';
import { localeOf } from '@bet/i18n';

/**
 * Issue 18: the results are grouped by the player's day, not UTC. `timeZone` undefined is the
 * browser's own zone, the one every time of the app is shown in (@bet/sportsbook player-day.ts);
 * stories and tests name one.
 */
export interface ResultDay {
  /** Epoch seconds of the start of the player's day (the results filter's `date`). */
  date: number;
  /** `yyyy-mm-dd` of the player's day: the `date` search parameter of the results page. */
  iso: string;
  /** 0 today, 1 yesterday, ... */
  daysAgo: number;
}

/** `yyyy-mm-dd` of the player's day that holds `date` (epoch seconds). */
export function isoOfDay(date: number, timeZone?: string): string {
  return playerDayIso(date * 1000, timeZone);
}

/** Today and the days before it, newest first (the results page's date picker), as the player's days. */
export function resultDays(nowMs: number, count = RESULTS_DAYS_BACK, timeZone?: string): ResultDay[] {
  return Array.from({ length: count }, (_, daysAgo) => {
    const start = playerDayStartAfter(nowMs, -daysAgo, timeZone);
    return { date: start / 1000, iso: playerDayIso(start, timeZone), daysAgo };
  });
}

/** The day a `yyyy-mm-dd` names, if it is one of the offered days; otherwise today. */
export function pickDay(days: readonly ResultDay[], iso: string | null): ResultDay {
  return days.find((day) => day.iso === iso) ?? days[0] ?? { date: 0, iso: isoOfDay(0), daysAgo: 0 };
}

/** "Mon, 23 Nov" in the page's language, of the player's day. */
export function dayLabel(date: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    ...(timeZone ? { timeZone } : {}),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(date * 1000));
}

/** "18:45" on the player's clock of an epoch-seconds moment. */
export function timeLabel(epochSeconds: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    ...(timeZone ? { timeZone } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(epochSeconds * 1000));
}
