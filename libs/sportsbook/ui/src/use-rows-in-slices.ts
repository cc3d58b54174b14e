import { startTransition, useEffect, useState } from 'react';

/**
 * Rows a long list mounts at first and adds per slice: about a screen. Mounting a thousand live
 * rows at once was one 1.6 s task at 4x CPU (tools/bench/README.md "Live screen"); a slice of
 * this size keeps each task near the 50 ms aim of issue 16.
 */
export const ROWS_PER_SLICE = 30;

/**
 * How many of a list's `total` rows to render now. The first slice renders with the list; each
 * later one is a transition started after the previous commit, so React renders it in small
 * pieces between the browser's own work and input always comes first. A list no longer than a
 * slice renders whole at once; once whole, a list stays whole as rows come and go.
 */
export function useRowsInSlices(total: number, perSlice = ROWS_PER_SLICE): number {
  const [shown, setShown] = useState(perSlice);
  const growing = shown < total;
  useEffect(() => {
    if (growing) startTransition(() => setShown((count) => count + perSlice));
  }, [growing, shown, perSlice]);
  return Math.min(shown, total);
}
