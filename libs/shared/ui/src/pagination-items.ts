/** One place in a pagination bar: a page number, or a gap standing for the pages left out. */
export type PaginationItem = number | 'start-gap' | 'end-gap';

export interface PaginationItemsOptions {
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Pages always shown at each end. */
  boundaries?: number;
}

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The pages a pagination bar shows for `page` of `pageCount`: the first and last `boundaries`
 * pages, `siblings` pages either side of the current one, and a gap where pages are left out.
 * A gap never stands for a single page (that page is shown instead, as it takes the same room),
 * and the window is kept the same width near the ends, so the bar does not change length, and
 * the buttons under the pointer do not move, as the player steps through the pages. At most
 * `2 * boundaries + 2 * siblings + 3` items. `page` is clamped into 1..pageCount; no pages, no items.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { siblings = 1, boundaries = 1 }: PaginationItemsOptions = {},
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const sides = Math.max(0, Math.floor(siblings));
  const ends = Math.max(1, Math.floor(boundaries));
  // Everything fits: no gap can save room.
  if (count <= 2 * ends + 2 * sides + 3) return range(1, count);

  const start = range(1, ends);
  const end = range(count - ends + 1, count);
  // The window of siblings, pushed inwards near the ends so its width stays the same.
  const windowStart = Math.max(Math.min(current - sides, count - ends - 2 * sides - 1), ends + 2);
  const windowEnd = Math.min(Math.max(current + sides, ends + 2 * sides + 2), count - ends - 1);
  return [
    ...start,
    windowStart > ends + 2 ? ('start-gap' as const) : ends + 1,
    ...range(windowStart, windowEnd),
    windowEnd < count - ends - 1 ? ('end-gap' as const) : count - ends,
    ...end,
  ];
}
