import { playerDayStart } from '@bet/time-settings';
import { RESULTS_DAYS_BACK, type ResultsFilter } from '@bet/sportsbook';

/**
 * The span the champion results and statistic pages read (ours; spec: not shown): today and
 * the days before it, `RESULTS_DAYS_BACK` in all, as the player's days in the chosen zone
 * (issues 18 and 12), optionally one championship.
 */
export function spanFilter(nowMs: number, offsetMinutes: number, champId?: number): ResultsFilter {
  const filter: ResultsFilter = {
    date: playerDayStart(nowMs, offsetMinutes) / 1000,
    days: RESULTS_DAYS_BACK,
    offsetMinutes,
  };
  if (champId !== undefined) filter.champId = champId;
  return filter;
}
