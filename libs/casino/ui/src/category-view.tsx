import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoCategory, CasinoCategoryInfo, CasinoFilter, CasinoGame } from '@bet/contract';
import type { GameListState, LoadStatus } from '@bet/casino';
import { Alert, Button, usePageTitle } from '@bet/ui';
import { CasinoNav } from './casino-nav';
import { FilterBar } from './filter-bar';
import { GameListSection } from './game-list-section';
import { SubcategoryNav } from './subcategory-nav';
import styles from './casino.module.css';

export interface CategoryViewProps {
  language: string;
  title: string;
  lobby: { status: LoadStatus; categories: readonly CasinoCategoryInfo[] };
  /** The category whose sub-categories show (none on the lobby, a provider's page or othergames). */
  category?: CasinoCategory;
  filter: CasinoFilter;
  list: Omit<GameListState, 'query'>;
  favouriteIds: ReadonlySet<number> | null;
  onFilterChange: (filter: CasinoFilter) => void;
  onToggleFavourite: (game: CasinoGame, favourite: boolean) => void;
  onRetry: () => void;
  onLobbyRetry: () => void;
  onLoadMore: () => void;
  /** Anything the page adds under the heading (othergames' kinds). */
  extra?: ReactNode;
}

/**
 * A casino lobby page (spec 01 §2 casino-lobby and every category route; providers/{provider};
 * othergames): the casino's sections, the category's sub-categories, the filters of spec 01 §3
 * and the games.
 */
export function CategoryView({
  language,
  title,
  lobby,
  category,
  filter,
  list,
  favouriteIds,
  onFilterChange,
  onToggleFavourite,
  onRetry,
  onLobbyRetry,
  onLoadMore,
  extra,
}: CategoryViewProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const info = category ? lobby.categories.find((item) => item.slug === category) : undefined;
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lobby.status === 'failed' ? (
        <Alert tone="error" action={<Button onClick={onLobbyRetry}>{t('casino_retry')}</Button>}>
          {t('casino_lobby_error')}
        </Alert>
      ) : (
        <CasinoNav language={language} categories={lobby.categories} />
      )}
      {category && (info || lobby.status === 'idle' || lobby.status === 'pending') ? (
        <SubcategoryNav
          language={language}
          category={category}
          subcategories={info?.subcategories ?? []}
          pending={!info}
        />
      ) : null}
      {extra}
      <FilterBar value={filter} onChange={onFilterChange} />
      <section aria-label={t('casino_games_label')}>
        <GameListSection
          list={list}
          language={language}
          label={t('casino_games_label')}
          favouriteIds={favouriteIds}
          onToggleFavourite={onToggleFavourite}
          onRetry={onRetry}
          onLoadMore={onLoadMore}
        />
      </section>
    </div>
  );
}
