import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { casinoSearchTyped, selectCasinoSearch } from '@bet/casino';
import { SearchView } from '../search-view';
import { useFavourites } from './use-favourites';

/**
 * Spec 01 §2 casino-search with the query in the address (`casino-search?q=`, issue 14): the
 * page opens with the address's query, and each keystroke replaces it (no history entry per
 * letter). The core debounces the call.
 */
export function CasinoSearchPage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => params.get('q') ?? '');
  const [query, setQuery] = useState(initial);
  const search = useSelector(selectCasinoSearch);
  const { favouriteIds, onToggleFavourite } = useFavourites();
  // The address is read once, on opening; after that it follows the field.
  useEffect(() => {
    dispatch(casinoSearchTyped({ query: initial }));
  }, [dispatch, initial]);
  const onQueryChange = (next: string) => {
    setQuery(next);
    dispatch(casinoSearchTyped({ query: next }));
    setParams(next ? { q: next } : {}, { replace: true });
  };
  return (
    <SearchView
      language={i18n.language}
      query={query}
      search={search}
      favouriteIds={favouriteIds}
      onQueryChange={onQueryChange}
      onToggleFavourite={onToggleFavourite}
      onRetry={() => dispatch(casinoSearchTyped({ query }))}
    />
  );
}
