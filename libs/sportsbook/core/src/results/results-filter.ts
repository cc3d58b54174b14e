import { DEFAULT_ZONE_OFFSET_MINUTES, playerDayStart, playerDayStartAfter } from '@bet/time-settings';

/** Milliseconds in a UTC day. */
export const DAY_MS = 86_400_000;

/** How many days back the results and statistic pages reach, today included (ours; spec: not shown). */
export const RESULTS_DAYS_BACK = 7;

/**
 * What a results view asks for: the results of `days` of the player's days ending with the day
 * that holds `date` (issue 18: the player's day, not UTC, in the zone the player chose: @bet/time-settings), optionally of one sport
 * or championship.
 */
export interface ResultsFilter {
  /** Epoch seconds of any moment of the (newest) day; normalised to that day's start. */
  date: number;
  /** 1 (default): that day only; more: the statistic page's span of days. */
  days?: number;
  /** The player's zone, minutes ahead of UTC (`selectZoneOffsetMinutes`); undefined: spec 02 §9's default 3. */
  offsetMinutes?: number;
  sportId?: number;
  champId?: number;
}

/** Epoch seconds of the start of the UTC day that holds `ms`. */
export function utcDayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * (DAY_MS / 1000);
}

/** The filter in canonical form: `days` 1 and undefined fields dropped, the date at its player's day's start. */
export function normalizeResultsFilter(filter: ResultsFilter): ResultsFilter {
  const offset = filter.offsetMinutes ?? DEFAULT_ZONE_OFFSET_MINUTES;
  const normalized: ResultsFilter = { date: playerDayStart(filter.date * 1000, offset) / 1000 };
  if (filter.days !== undefined && filter.days > 1) normalized.days = Math.floor(filter.days);
  if (filter.offsetMinutes !== undefined) normalized.offsetMinutes = filter.offsetMinutes;
  if (filter.sportId !== undefined) normalized.sportId = filter.sportId;
  if (filter.champId !== undefined) normalized.champId = filter.champId;
  return normalized;
}

/** A stable key: filters that ask for the same results give the same key. */
export function resultsFilterKey(filter: ResultsFilter): string {
  const {
    date,
    days = 1,
    offsetMinutes = DEFAULT_ZONE_OFFSET_MINUTES,
    sportId,
    champId,
  } = normalizeResultsFilter(filter);
  return `results:${date}:${days}:z=${offsetMinutes}:s=${sportId ?? '*'}:c=${champId ?? '*'}`;
}

/**
 * The span the filter covers, epoch seconds, `to` excluded (getResults' `from` and `to`): from
 * the start of its first player's day to the start of the day after its newest one.
 */
export function resultsSpan(filter: ResultsFilter): { from: number; to: number } {
  const { date, days = 1, offsetMinutes = DEFAULT_ZONE_OFFSET_MINUTES } = normalizeResultsFilter(filter);
  return {
    from: playerDayStartAfter(date * 1000, 1 - days, offsetMinutes) / 1000,
    to: playerDayStartAfter(date * 1000, 1, offsetMinutes) / 1000,
  };
}
