import { useId, useMemo, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import a11y from './a11y.module.css';
import { Button } from './button';
import { classNames } from './class-names';
import { nextSort, sortRows } from './data-table-sort';
import type { SortState, SortValue } from './data-table-sort';
import styles from './data-table.module.css';

export interface DataTableColumn<Row, K extends string = string> {
  /** Stable id of the column: the key of its cells and of the sort. */
  id: K;
  /** Text of the column header (also the name of its sort button). Translated by the app. */
  header: ReactNode;
  /** The content of this column's cell for a row. */
  cell: (row: Row) => ReactNode;
  /** A figure (a sum, odds, a count): aligned to the end, in tabular figures, so digits line up. */
  numeric?: boolean;
  /** Alignment of the header and the cells; `end` by default for a numeric column, else `start`. */
  align?: 'start' | 'center' | 'end';
  /** The cells name their row (`<th scope="row">`), e.g. the coupon number. */
  rowHeader?: boolean;
  /**
   * A header button sorts by this column. With `sortValue` the table orders the rows itself;
   * without it the owner does (a list sorted by the server) from `onSortChange`.
   */
  sortable?: boolean;
  sortValue?: (row: Row) => SortValue;
  /** Width of the column, any CSS length, e.g. '8rem'. */
  width?: string;
}

export type DataTableStatus = 'ready' | 'loading' | 'error';

export interface DataTableProps<Row, K extends string = string> {
  /** What the table holds, e.g. "Bets": its accessible name. Translated by the app. */
  caption: string;
  /** Keep the caption for screen readers only, where a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row, K>[];
  rows: readonly Row[];
  /** A stable key of a row (its id), so React keeps rows apart as they are sorted or refreshed. */
  rowKey: (row: Row) => string | number;
  /** The sort shown; leave undefined to let the table keep it (from `defaultSort`). */
  sort?: SortState<K> | null;
  defaultSort?: SortState<K> | null;
  /** The player pressed a sortable header; the new sort. */
  onSortChange?: (sort: SortState<K>) => void;
  /**
   * `loading`: the table is busy; without rows it shows `loadingRows` placeholder rows, with
   * rows (a refresh) it keeps them dimmed. `error`: `errorMessage` and a retry button.
   */
  status?: DataTableStatus;
  loadingRows?: number;
  /** Shown in place of the rows when there are none; "Nothing to show." by default. */
  emptyMessage?: ReactNode;
  /** Shown when `status` is `error`; "The data could not load." by default. */
  errorMessage?: ReactNode;
  /** Given, the error state has a "Try again" button that calls it. */
  onRetry?: () => void;
  /**
   * The table scrolls inside a box this high (any CSS length) with its header row kept in
   * view; the box is then a named, focusable region so it scrolls from the keyboard too.
   */
  maxHeight?: string;
  className?: string;
}

/**
 * A real `<table>`: a caption as its name, column headers (`scope="col"`), optional row headers,
 * sortable columns as buttons in their headers with `aria-sort` on the sorted one (the WAI-ARIA
 * sortable table), and the states a list goes through (loading with placeholder rows and
 * `aria-busy`, empty, failed with a retry) inside the table, so the columns do not jump as the
 * state changes. Generic over the row: the columns say how a row is shown.
 */
export function DataTable<Row, K extends string = string>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  status = 'ready',
  loadingRows = 5,
  emptyMessage,
  errorMessage,
  onRetry,
  maxHeight,
  className,
}: DataTableProps<Row, K>) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<SortState<K> | null>(defaultSort);
  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const sortColumn = sort ? columns.find((column) => column.id === sort.column) : undefined;
  const sortDirection = sort?.direction;
  const language = i18n.language;
  const sortValue = sortColumn?.sortValue;

  const shownRows = useMemo(() => {
    if (!sortValue || !sortDirection) return rows;
    const collator = new Intl.Collator(language || undefined, { numeric: true, sensitivity: 'base' });
    return sortRows(rows, sortValue, sortDirection, collator);
  }, [rows, sortValue, sortDirection, language]);

  function pressSort(column: K) {
    const next = nextSort(sort, column);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  }

  const loading = status === 'loading';
  const alignOf = (column: DataTableColumn<Row, K>) => column.align ?? (column.numeric ? 'end' : 'start');
  const cellClass = (column: DataTableColumn<Row, K>) =>
    classNames(styles[alignOf(column)], column.numeric && styles.numeric);

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.message}>
          <div role="alert" className={styles.messageBody}>
            <p className={styles.messageText}>{errorMessage ?? t('ui_table_error')}</p>
            {onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('ui_table_retry')}
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      // Placeholders keep the table's height while it loads; the status below says it loads.
      <tr key={`placeholder-${index}`} aria-hidden="true" className={styles.placeholderRow}>
        {columns.map((column) => (
          <td key={column.id} className={cellClass(column)}>
            <span className={styles.placeholder} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.message}>
          <p className={styles.messageText}>{emptyMessage ?? t('ui_table_empty')}</p>
        </td>
      </tr>
    );
  } else {
    body = shownRows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) =>
          column.rowHeader ? (
            <th key={column.id} scope="row" className={cellClass(column)}>
              {column.cell(row)}
            </th>
          ) : (
            <td key={column.id} className={cellClass(column)}>
              {column.cell(row)}
            </td>
          ),
        )}
      </tr>
    ));
  }

  const scrollable = maxHeight != null;
  const frameStyle: CSSProperties | undefined = scrollable ? { maxHeight } : undefined;

  return (
    <div className={classNames(styles.dataTable, className)}>
      {/* Always in the page, so the change to "loading" is announced. */}
      <div role="status" className={a11y.visuallyHidden}>
        {loading ? t('ui_table_loading') : ''}
      </div>
      <div
        className={classNames(styles.frame, scrollable && styles.scrollable, loading && rows.length > 0 && styles.busy)}
        style={frameStyle}
        {...(scrollable ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
      >
        <table className={styles.table} aria-busy={loading}>
          <caption id={captionId} className={captionHidden ? a11y.visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={classNames(cellClass(column), column.sortable && styles.sortableHeader)}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={column.sortable ? sorted : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => pressSort(column.id)}>
                        <span>{column.header}</span>
                        <span className={styles.sortIcon} data-direction={sorted ?? 'none'} aria-hidden="true">
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}
