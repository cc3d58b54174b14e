import { addDays } from 'date-fns';
import { RESULTS_DAYS_BACK, utcDayStart } from '@bet/sportsbook';
import { localeOf } from '@bet/i18n';

export interface ResultDay {
  /** Epoch seconds of the UTC day's start (the results filter's `date`). */
  date: number;
  /** `yyyy-mm-dd`: the `date` search parameter of the results page. */
  iso: string;
  /** 0 today, 1 yesterday, ... */
  daysAgo: number;
}

/** `yyyy-mm-dd` of a UTC day. */
export function isoOfDay(date: number): string {
  return new Date(date * 1000).toISOString().slice(0, 10);
}

/**
 * Today and the days before it, newest first (the results page's date picker). The sandbox
 * counts results by UTC day; date-fns steps the days (an hour past midnight keeps a DST shift
 * of the local zone from moving a step to the wrong day).
 */
export function resultDays(nowMs: number, count = RESULTS_DAYS_BACK): ResultDay[] {
  const today = new Date(utcDayStart(nowMs) * 1000 + 3_600_000);
  return Array.from({ length: count }, (_, daysAgo) => {
    const date = utcDayStart(addDays(today, -daysAgo).getTime());
    return { date, iso: isoOfDay(date), daysAgo };
  });
}

/** The day a `yyyy-mm-dd` names, if it is one of the offered days; otherwise today. */
export function pickDay(days: readonly ResultDay[], iso: string | null): ResultDay {
  return days.find((day) => day.iso === iso) ?? days[0] ?? { date: 0, iso: isoOfDay(0), daysAgo: 0 };
}

/** "Mon, 23 Nov" in the page's language, of the UTC day. */
export function dayLabel(date: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(date * 1000));
}

/** "18:45" (UTC, as the day is a UTC day) of an epoch-seconds moment. */
export function timeLabel(epochSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(epochSeconds * 1000));
}
