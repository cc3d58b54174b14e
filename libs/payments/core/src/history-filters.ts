import type { PaymentKind, PaymentStatus } from '@bet/contract';
import { DEFAULT_ZONE_OFFSET_MINUTES, playerDayStartOfIso } from '@bet/time-settings';

/** The historypay filters (the contract's getPaymentHistory): '' is "any". Dates as an <input type="date"> gives them. */
export interface HistoryPayFilters {
  readonly kind: PaymentKind | '';
  readonly status: PaymentStatus | '';
  /** yyyy-mm-dd or ''. */
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: HistoryPayFilters = { kind: '', status: '', from: '', to: '' };

export type FiltersProblem = 'bad_date' | 'from_after_to';

/** Midnight at the start of the player's day (their chosen zone), epoch seconds; null when the text is no date. */
function dayStart(text: string, offsetMinutes: number): number | null {
  const start = playerDayStartOfIso(text, offsetMinutes);
  return start === null ? null : start / 1000;
}

/**
 * The filters as the query's created-at range: the player's days in their chosen zone (issue 12,
 * the day math of @bet/time-settings; spec 02 §9's zone 3 unless given), both included (the
 * contract's `to` is inclusive, so the end is the last second of the `to` day).
 */
export function filtersToQuery(
  filters: HistoryPayFilters,
  offsetMinutes = DEFAULT_ZONE_OFFSET_MINUTES,
):
  | { ok: true; query: { kind?: PaymentKind; status?: PaymentStatus; from?: number; to?: number } }
  | { ok: false; problem: FiltersProblem } {
  const from = filters.from === '' ? undefined : dayStart(filters.from, offsetMinutes);
  const toStart = filters.to === '' ? undefined : dayStart(filters.to, offsetMinutes);
  if (from === null || toStart === null) return { ok: false, problem: 'bad_date' };
  const to = toStart === undefined ? undefined : toStart + 86_399;
  if (from !== undefined && to !== undefined && from > to) return { ok: false, problem: 'from_after_to' };
  return {
    ok: true,
    query: {
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    },
  };
}
