import { DAY_MS, playerDayStartOfIso } from '@bet/time-settings';

/**
 * The placed-at range the player picks: calendar days as a date input gives them
 * (`yyyy-MM-dd`), '' for no bound. Kept as text in the state (serialisable, and what the player
 * typed survives an invalid range); turned into the contract's epoch seconds only when sent.
 */
export interface HistoryRange {
  readonly from: string;
  readonly to: string;
}

export const NO_RANGE: HistoryRange = { from: '', to: '' };

export type RangeProblem = 'bad_date' | 'from_after_to';

/** Why a range cannot be asked for, or null when it can (an empty bound is always fine). */
export function rangeProblem(range: HistoryRange): RangeProblem | null {
  // The order of two days does not depend on the zone: UTC days compare as any.
  const from = range.from ? playerDayStartOfIso(range.from, 0) : undefined;
  const to = range.to ? playerDayStartOfIso(range.to, 0) : undefined;
  if (from === null || to === null) return 'bad_date';
  if (from !== undefined && to !== undefined && from > to) return 'from_after_to';
  return null;
}

/**
 * The contract's `from`/`to` (epoch seconds, inclusive): the first second of the first day and
 * the last second of the last day, as days of the player's chosen zone (issue 12; the days
 * shown beside each coupon, @bet/time-settings). Null for a range that cannot be asked for.
 */
export function rangeToQuery(range: HistoryRange, offsetMinutes: number): { from?: number; to?: number } | null {
  if (rangeProblem(range)) return null;
  const from = range.from ? playerDayStartOfIso(range.from, offsetMinutes) : null;
  const to = range.to ? playerDayStartOfIso(range.to, offsetMinutes) : null;
  return {
    ...(from !== null ? { from: from / 1000 } : {}),
    ...(to !== null ? { to: (to + DAY_MS) / 1000 - 1 } : {}),
  };
}
