import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router';
import { CASINO_FILTERS, type CasinoCategory, type CasinoFilter } from '@bet/contract';
import {
  casinoLobbyOpened,
  casinoLobbyRetryRequested,
  gameListMoreRequested,
  gameListOpened,
  gameListRetryRequested,
  selectCasinoLobby,
  selectGameList,
  type GameListQuery,
  type WithCasino,
} from '@bet/casino';
import { CategoryView } from '../category-view';
import { useFavourites } from './use-favourites';

/** Spec 01 §3 casino filters in the address (`?filter=dice`): a page shared or reloaded keeps it. */
export function useFilterParam(): [CasinoFilter, (filter: CasinoFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('filter');
  const filter = (CASINO_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as CasinoFilter) : 'all';
  const setFilter = (next: CasinoFilter) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'all') params.delete('filter');
        else params.set('filter', next);
        return params;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

export interface CasinoCategoryPageProps {
  /** The category of the route (none: the lobby, a provider's page). */
  category?: CasinoCategory;
  /** The route parameter holding the sub-category (`subcategory`; poker's `game`). */
  subcategoryParam?: string;
  provider?: string;
  /** A fixed sub-category (slots/vulkan: the classic slots), instead of the address's. */
  subcategory?: string;
  /** A tag of the catalogue the page narrows to (fast-bet, asian-games). */
  tag?: string;
  title?: string;
  extra?: ReactNode;
}

/**
 * A casino lobby page on the store: opens the lobby and the list of its query (category,
 * sub-category from the address, provider, filter from `?filter=`), and shows them.
 */
export function CasinoCategoryPage({
  category,
  subcategoryParam = 'subcategory',
  provider,
  subcategory: fixedSubcategory,
  tag,
  title,
  extra,
}: CasinoCategoryPageProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const params = useParams();
  // An empty fixed sub-category is none (toto's main section): every game of the category.
  const subcategory = (fixedSubcategory ?? params[subcategoryParam]) || undefined;
  const [filter, setFilter] = useFilterParam();
  const query = useMemo<GameListQuery>(
    () => ({ category, subcategory, provider, tag, filter: filter === 'all' ? undefined : filter }),
    [category, subcategory, provider, tag, filter],
  );
  const lobby = useSelector(selectCasinoLobby);
  const list = useSelector((state: WithCasino) => selectGameList(state, query));
  const { favouriteIds, onToggleFavourite } = useFavourites();
  useEffect(() => {
    dispatch(casinoLobbyOpened());
  }, [dispatch]);
  useEffect(() => {
    dispatch(gameListOpened({ query }));
  }, [dispatch, query]);
  return (
    <CategoryView
      language={i18n.language}
      title={title ?? (category ? t(`casino_category_${category}`) : t('casino_lobby_title'))}
      lobby={lobby}
      category={category}
      filter={filter}
      list={list}
      favouriteIds={favouriteIds}
      onFilterChange={setFilter}
      onToggleFavourite={onToggleFavourite}
      onRetry={() => dispatch(gameListRetryRequested({ query }))}
      onLobbyRetry={() => dispatch(casinoLobbyRetryRequested())}
      onLoadMore={() => dispatch(gameListMoreRequested({ query }))}
      extra={extra}
    />
  );
}

/** Spec 01 §2 providers/{provider}: the provider's games, named from the lobby's providers. */
export function CasinoProviderPage() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const lobby = useSelector(selectCasinoLobby);
  const name = lobby.providers.find((item) => item.slug === provider)?.name ?? provider;
  return <CasinoCategoryPage provider={provider} title={t('casino_provider_title', { provider: name })} />;
}
