import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@bet/contract';
import { Button } from '@bet/ui';
import { GameTile } from './game-tile';
import { useNearViewport } from './use-near-viewport';
import styles from './casino.module.css';

/** Tiles drawn at first, and added each time the player nears the end (issue 14: the first screen at once). */
export const GRID_STEP = 48;
/** Tiles of the first row or two whose images load at once (the rest lazily). */
export const EAGER_TILES = 6;

export interface GameGridProps {
  games: readonly CasinoGame[];
  language: string;
  /** The list's accessible name. */
  label: string;
  /** Null for a visitor (no favourite toggles). */
  favouriteIds: ReadonlySet<number> | null;
  onToggleFavourite?: (game: CasinoGame, favourite: boolean) => void;
  /** The server has more games than `games` (a next page to read). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * A grid of game tiles that renders a long list without blocking: the first GRID_STEP tiles at
 * once, the next ones in a transition as the player scrolls near the end (or presses "Show
 * more"), and off-screen tiles skip layout and paint (content-visibility). When every game read
 * is drawn, the same control reads the server's next page.
 */
export function GameGrid({
  games,
  language,
  label,
  favouriteIds,
  onToggleFavourite,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: GameGridProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(GRID_STEP);
  const drawn = Math.min(shown, games.length);
  const moreDrawable = drawn < games.length;
  const canMore = moreDrawable || (hasMore && !loadingMore);
  const more = () => {
    if (moreDrawable) startTransition(() => setShown((count) => count + GRID_STEP));
    else if (hasMore && !loadingMore) onLoadMore?.();
  };
  const sentinel = useNearViewport<HTMLDivElement>(more, canMore);
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {games.slice(0, drawn).map((game, index) => (
          <li key={game.id} className={styles.cell}>
            <GameTile
              game={game}
              language={language}
              eager={index < EAGER_TILES}
              isFavourite={favouriteIds ? favouriteIds.has(game.id) : null}
              onToggleFavourite={onToggleFavourite}
            />
          </li>
        ))}
      </ul>
      {moreDrawable || hasMore ? (
        <div ref={sentinel}>
          <Button variant="secondary" busy={loadingMore} onClick={more}>
            {t('casino_show_more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
