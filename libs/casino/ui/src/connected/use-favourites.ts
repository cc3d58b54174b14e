import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CasinoGame } from '@bet/contract';
import { favouriteToggled, selectCasinoSignedIn, selectFavouriteIds } from '@bet/casino';

/** The favourite toggles of a page's tiles: the ids for a player (null for a visitor) and the press. */
export function useFavourites() {
  const dispatch = useDispatch();
  const signedIn = useSelector(selectCasinoSignedIn);
  const ids = useSelector(selectFavouriteIds);
  const onToggleFavourite = useCallback(
    (game: CasinoGame, favourite: boolean) => dispatch(favouriteToggled({ game, favourite })),
    [dispatch],
  );
  return { signedIn, favouriteIds: signedIn ? ids : null, onToggleFavourite };
}
