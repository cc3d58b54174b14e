import { RESULTS_DAYS_BACK, utcDayStart, type ResultsFilter } from '@bet/sportsbook';

/**
 * The span the champion results and statistic pages read (ours; spec: not shown): today and
 * the days before it, `RESULTS_DAYS_BACK` in all, optionally one championship.
 */
export function spanFilter(nowMs: number, champId?: number): ResultsFilter {
  const filter: ResultsFilter = { date: utcDayStart(nowMs), days: RESULTS_DAYS_BACK };
  if (champId !== undefined) filter.champId = champId;
  return filter;
}
