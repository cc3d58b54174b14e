import { playerDayStart, RESULTS_DAYS_BACK, type ResultsFilter } from '@bet/sportsbook';

/**
 * The span the champion results and statistic pages read (ours; spec: not shown): today and
 * the days before it, `RESULTS_DAYS_BACK` in all, as the player's days (issue 18), optionally
 * one championship.
 */
export function spanFilter(nowMs: number, champId?: number, timeZone?: string): ResultsFilter {
  const filter: ResultsFilter = { date: playerDayStart(nowMs, timeZone) / 1000, days: RESULTS_DAYS_BACK };
  if (timeZone !== undefined) filter.timeZone = timeZone;
  if (champId !== undefined) filter.champId = champId;
  return filter;
}
