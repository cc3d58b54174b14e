import type { PaymentKind, PaymentStatus } from '@bet/contract';

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

/** Midnight at the start of a local day, epoch seconds; null when the text is no date. */
function dayStart(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return Math.floor(date.getTime() / 1000);
}

/**
 * The filters as the query's created-at range: the player's local days, both included (the
 * contract's `to` is inclusive, so the end is the last second of the `to` day).
 */
export function filtersToQuery(
  filters: HistoryPayFilters,
):
  | { ok: true; query: { kind?: PaymentKind; status?: PaymentStatus; from?: number; to?: number } }
  | { ok: false; problem: FiltersProblem } {
  const from = filters.from === '' ? undefined : dayStart(filters.from);
  const toStart = filters.to === '' ? undefined : dayStart(filters.to);
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
