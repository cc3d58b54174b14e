import { differenceInCalendarDays, format, isValid, parseISO, subDays } from 'date-fns';

/**
 * A range of calendar days as date inputs give them: ISO dates (`yyyy-MM-dd`), '' for an open
 * end. Kept as text, never as a `Date` or a timestamp: a calendar day has no time zone, so the
 * day the player picked is the day that reaches the owner, whatever the zone or the clock change.
 */
export interface DateRange {
  from: string;
  to: string;
}

export type DateRangePreset = 'today' | 'last7Days' | 'last30Days';

export type DateRangeProblem = 'bad_date' | 'to_before_from' | 'before_min' | 'after_max' | 'too_long';

/** What is wrong with a range, and which of the two dates the message belongs under. */
export interface DateRangeIssue {
  field: 'from' | 'to';
  problem: DateRangeProblem;
}

export interface DateRangeLimits {
  /** The earliest day that may be chosen (ISO date). */
  min?: string | undefined;
  /** The latest day that may be chosen (ISO date), often today. */
  max?: string | undefined;
  /** The longest range, in days counting both ends. */
  maxDays?: number | undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day at local midnight, or null when the text is not a real day. */
export function parseDay(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const day = parseISO(text);
  return isValid(day) && format(day, 'yyyy-MM-dd') === text ? day : null;
}

/** The calendar day a moment falls on where the player is, as an ISO date. */
export function isoDay(moment: Date): string {
  return format(moment, 'yyyy-MM-dd');
}

/** The range a preset stands for, ending today (both ends counted: 7 days are today and the 6 before). */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  const day = parseDay(today);
  if (!day) return { from: today, to: today };
  const days = preset === 'today' ? 1 : preset === 'last7Days' ? 7 : 30;
  return { from: isoDay(subDays(day, days - 1)), to: today };
}

/**
 * The first thing wrong with a range, or null when it can be asked for. An open end is always
 * fine. Checked in the order a player fixes them: a date that is no date, a date out of the
 * limits, the end before the start, then a range too long.
 */
export function dateRangeIssue(range: DateRange, limits: DateRangeLimits = {}): DateRangeIssue | null {
  const from = range.from ? parseDay(range.from) : undefined;
  const to = range.to ? parseDay(range.to) : undefined;
  if (from === null) return { field: 'from', problem: 'bad_date' };
  if (to === null) return { field: 'to', problem: 'bad_date' };
  const min = limits.min ? parseDay(limits.min) : null;
  const max = limits.max ? parseDay(limits.max) : null;
  if (from && min && from < min) return { field: 'from', problem: 'before_min' };
  if (to && min && to < min) return { field: 'to', problem: 'before_min' };
  if (from && max && from > max) return { field: 'from', problem: 'after_max' };
  if (to && max && to > max) return { field: 'to', problem: 'after_max' };
  if (from && to && to < from) return { field: 'to', problem: 'to_before_from' };
  if (from && to && limits.maxDays != null && differenceInCalendarDays(to, from) + 1 > limits.maxDays) {
    return { field: 'to', problem: 'too_long' };
  }
  return null;
}
