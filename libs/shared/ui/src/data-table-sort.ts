/** Which way a column is sorted; the values are those of `aria-sort`. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string = string> {
  column: K;
  direction: SortDirection;
}

/** What a sortable column compares its rows by. */
export type SortValue = string | number | null | undefined;

/** The sort after a press on a column's header: a new column starts ascending, the same one flips. */
export function nextSort<K extends string>(sort: SortState<K> | null | undefined, column: K): SortState<K> {
  if (sort?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * The rows in the order of `sort`, a new array (the given one is left alone). Numbers compare as
 * numbers, texts through `collator` (the page's language, with numbers inside texts in numeric
 * order); rows without a value go last whichever the direction, and equal rows keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: SortDirection,
  collator: Intl.Collator,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      const aMissing = a.value == null || a.value === '';
      const bMissing = b.value == null || b.value === '';
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
