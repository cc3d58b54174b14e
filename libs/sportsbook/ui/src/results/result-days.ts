import { playerDayIso, playerDayStartAfter } from '@bet/time-settings';
import { RESULTS_DAYS_BACK } from '@bet/sportsbook';

/**
 * Issue 18: the results are grouped by the player's day, not UTC; issue 12: the day of the zone
 * the player chose (@bet/time-settings), the one every time of the site is shown in.
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
export function isoOfDay(date: number, offsetMinutes: number): string {
  return playerDayIso(date * 1000, offsetMinutes);
}

/** Today and the days before it, newest first (the results page's date picker), as the player's days. */
export function resultDays(nowMs: number, offsetMinutes: number, count = RESULTS_DAYS_BACK): ResultDay[] {
  return Array.from({ length: count }, (_, daysAgo) => {
    const start = playerDayStartAfter(nowMs, -daysAgo, offsetMinutes);
    return { date: start / 1000, iso: playerDayIso(start, offsetMinutes), daysAgo };
  });
}

/** The day a `yyyy-mm-dd` names, if it is one of the offered days; otherwise today. */
export function pickDay(days: readonly ResultDay[], iso: string | null): ResultDay {
  return days.find((day) => day.iso === iso) ?? days[0] ?? { date: 0, iso: isoOfDay(0, 0), daysAgo: 0 };
}
