import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { paginationItems } from './pagination-items';
import { VisuallyHidden } from './visually-hidden';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one page or none nothing is rendered. */
  pageCount: number;
  /** The player asked for another page. The owner loads it and passes the new `page`. */
  onPageChange: (page: number) => void;
  /** Accessible name of the `<nav>`, e.g. "Bet history pages"; "Pages" by default. */
  label?: string;
  /** Pages shown either side of the current one (default 1). */
  siblings?: number;
  /** Pages always shown at each end (default 1). */
  boundaries?: number;
  className?: string;
}

/**
 * Page buttons in a `<nav>` landmark: previous, the pages (the current one `aria-current="page"`),
 * next. Long ranges are shortened with gaps (`paginationItems`, the same width wherever the
 * current page is). Buttons, not links: the pages of a list held in the state (the bet history)
 * have no address of their own. Previous and next are disabled at the ends. Each page button is
 * named "Page 3" around its visible "3", so a voice command of the visible text still finds it.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  siblings = 1,
  boundaries = 1,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationItems(current, pageCount, { siblings, boundaries });

  return (
    <nav aria-label={label ?? t('ui_pagination_label')} className={classNames(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={classNames(styles.item, styles.step)}
            disabled={current === 1}
            onClick={() => onPageChange(current - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {t('ui_pagination_previous')}
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('ui_pagination_page', { page: item })}
                onClick={() => (item === current ? undefined : onPageChange(item))}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap}>
              <span aria-hidden="true">…</span>
              <VisuallyHidden>{t('ui_pagination_gap')}</VisuallyHidden>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={classNames(styles.item, styles.step)}
            disabled={current === pageCount}
            onClick={() => onPageChange(current + 1)}
          >
            {t('ui_pagination_next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
