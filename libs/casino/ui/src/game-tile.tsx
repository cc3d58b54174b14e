import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoGame } from '@bet/contract';
import { gamePath } from './links';
import styles from './casino.module.css';

/** The thumbnail's drawn size: fixed, so a tile never moves the page when its image arrives. */
export const TILE_IMAGE_WIDTH = 200;
export const TILE_IMAGE_HEIGHT = 150;

export interface GameTileProps {
  game: CasinoGame;
  language: string;
  /** The first row loads its images at once; the rest only near the viewport (loading="lazy"). */
  eager?: boolean;
  /** Null for a visitor: favourites are a player's (no toggle is shown). */
  isFavourite: boolean | null;
  onToggleFavourite?: (game: CasinoGame, favourite: boolean) => void;
}

/** One game of a grid: its picture and name link to the game page; a player's favourite toggle beside. */
export const GameTile = memo(function GameTile({
  game,
  language,
  eager = false,
  isFavourite,
  onToggleFavourite,
}: GameTileProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.tile} aria-label={game.name}>
      <Link className={styles.tileLink} to={gamePath(game, language)}>
        <img
          className={styles.thumb}
          src={game.thumbnailUrl}
          alt=""
          width={TILE_IMAGE_WIDTH}
          height={TILE_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.tileName}>
          {game.name}
          <span className={styles.tileProvider}>{game.providerName}</span>
        </span>
      </Link>
      {game.isNew || game.isHot ? (
        <span className={styles.badges}>
          {game.isNew ? <span className={styles.badge}>{t('casino_badge_new')}</span> : null}
          {game.isHot ? <span className={styles.badge}>{t('casino_badge_hot')}</span> : null}
        </span>
      ) : null}
      {isFavourite === null ? null : (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={isFavourite}
          aria-label={t('casino_favourite_toggle', { game: game.name })}
          onClick={() => onToggleFavourite?.(game, !isFavourite)}
        >
          <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
        </button>
      )}
    </article>
  );
});
