/**
 * Spec 01 §4 / spec 02 §4 "Blocking reasons to pages": 4 site-updates; 16 suspension; 3, 1, 5,
 * 2, 14 block; 13 block-ua; 17 block-ie; 8 coming-soon.
 */
const PAGE_BY_REASON: Readonly<Record<number, string>> = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
};

/** The route id a blocking reason sends the visitor to; undefined for other reasons. */
export function routeIdForBlockingReason(reason: number | null | undefined): string | undefined {
  return reason === null || reason === undefined ? undefined : PAGE_BY_REASON[reason];
}
