import { endOfDay, getUnixTime, isValid, parseISO, startOfDay } from 'date-fns';

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in the player's time zone, or null when the text is not one. */
function parseDay(text: string): Date | null {
  if (!DAY.test(text)) return null;
  const day = parseISO(text);
  return isValid(day) ? day : null;
}

/** Why a range cannot be asked for, or null when it can (an empty bound is always fine). */
export function rangeProblem(range: HistoryRange): RangeProblem | null {
  const from = range.from ? parseDay(range.from) : undefined;
  const to = range.to ? parseDay(range.to) : undefined;
  if (from === null || to === null) return 'bad_date';
  if (from && to && from > to) return 'from_after_to';
  return null;
}

/**
 * The contract's `from`/`to` (epoch seconds, inclusive): the first second of the first day and
 * the last second of the last day, in the player's own time zone (decision: the days they see in
 * the date inputs and beside each coupon). Null for a range that cannot be asked for.
 */
export function rangeToQuery(range: HistoryRange): { from?: number; to?: number } | null {
  if (rangeProblem(range)) return null;
  const from = range.from ? parseDay(range.from) : null;
  const to = range.to ? parseDay(range.to) : null;
  return {
    ...(from ? { from: getUnixTime(startOfDay(from)) } : {}),
    ...(to ? { to: getUnixTime(endOfDay(to)) } : {}),
  };
}
