import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { casinoFavouritesOpened, casinoRecentOpened, selectFavourites, selectRecentGames } from '@bet/casino';
import { MyCasinoView } from '../my-casino-view';
import { useFavourites } from './use-favourites';

/** Spec 01 §2 my-casino and my-casino/favorites: read afresh on each visit (a game played since shows). */
export function MyCasinoPage({ favouritesOnly = false }: { favouritesOnly?: boolean }) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const { signedIn, onToggleFavourite } = useFavourites();
  const favourites = useSelector(selectFavourites);
  const recent = useSelector(selectRecentGames);
  useEffect(() => {
    if (!signedIn) return;
    dispatch(casinoFavouritesOpened());
    if (!favouritesOnly) dispatch(casinoRecentOpened());
  }, [dispatch, signedIn, favouritesOnly]);
  return (
    <MyCasinoView
      language={i18n.language}
      signedIn={signedIn}
      favouritesOnly={favouritesOnly}
      favourites={favourites}
      recent={recent}
      onToggleFavourite={onToggleFavourite}
      onRetryFavourites={() => dispatch(casinoFavouritesOpened())}
      onRetryRecent={() => dispatch(casinoRecentOpened())}
    />
  );
}
