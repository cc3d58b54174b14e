import { useEffect, useState } from 'react';
import type { MarketMove } from '@bet/sportsbook';
import { scheduleFade } from './fade-scheduler';

/** How long a coefficient move stays marked (ours: the spec shows no figure; README). */
export const MOVE_HIGHLIGHT_MS = 3000;

/**
 * The move to show: a move younger than MOVE_HIGHLIGHT_MS, until that time is up. `move.at` is
 * the feed clock (the app gives Date.now), so an old move met on mount is not shown at all.
 */
export function useMoveHighlight(move: MarketMove | undefined): MarketMove['direction'] | undefined {
  const [fadedAt, setFadedAt] = useState<number | null>(() =>
    move && Date.now() - move.at >= MOVE_HIGHLIGHT_MS ? move.at : null,
  );
  useEffect(() => {
    if (!move || fadedAt === move.at) return;
    // The moves of one poll share `at`, so they fade together, in one commit.
    return scheduleFade(move.at + MOVE_HIGHLIGHT_MS, () => setFadedAt(move.at));
  }, [move, fadedAt]);
  return move && fadedAt !== move.at ? move.direction : undefined;
}
