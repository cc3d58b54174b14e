/** Milliseconds in a day: the sandbox's results are by UTC day (contract `getResults`). */
export const DAY_MS = 86_400_000;

/** How many days back the results and statistic pages reach, today included (ours; spec: not shown). */
export const RESULTS_DAYS_BACK = 7;

/**
 * What a results view asks for: the results of `days` UTC days ending with the day of `date`
 * (epoch seconds of that day's start), optionally of one sport or championship.
 */
export interface ResultsFilter {
  date: number;
  /** 1 (default): that day only; more: the statistic page's span of days. */
  days?: number;
  sportId?: number;
  champId?: number;
}

/** Epoch seconds of the start of the UTC day that holds `ms`. */
export function utcDayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * (DAY_MS / 1000);
}

/** The filter in canonical form: `days` 1 and undefined fields dropped, the date at its day's start. */
export function normalizeResultsFilter(filter: ResultsFilter): ResultsFilter {
  const normalized: ResultsFilter = { date: utcDayStart(filter.date * 1000) };
  if (filter.days !== undefined && filter.days > 1) normalized.days = Math.floor(filter.days);
  if (filter.sportId !== undefined) normalized.sportId = filter.sportId;
  if (filter.champId !== undefined) normalized.champId = filter.champId;
  return normalized;
}

/** A stable key: filters that ask for the same results give the same key. */
export function resultsFilterKey(filter: ResultsFilter): string {
  const { date, days = 1, sportId, champId } = normalizeResultsFilter(filter);
  return `results:${date}:${days}:s=${sportId ?? '*'}:c=${champId ?? '*'}`;
}

/** Epoch seconds of each day's start the filter covers, newest first. */
export function daysOf(filter: ResultsFilter): number[] {
  const { date, days = 1 } = normalizeResultsFilter(filter);
  return Array.from({ length: days }, (_, i) => date - i * (DAY_MS / 1000));
}
