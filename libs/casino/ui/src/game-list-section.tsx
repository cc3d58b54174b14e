import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@bet/contract';
import type { GameListState } from '@bet/casino';
import { Alert, Button, Spinner } from '@bet/ui';
import { GameGrid } from './game-grid';

export interface GameListSectionProps {
  list: Omit<GameListState, 'query'>;
  language: string;
  label: string;
  favouriteIds: ReadonlySet<number> | null;
  onToggleFavourite?: (game: CasinoGame, favourite: boolean) => void;
  onRetry: () => void;
  onLoadMore: () => void;
}

/** A list of games in its states: loading, failed with a retry, empty, or the grid with "show more". */
export function GameListSection({ list, onRetry, onLoadMore, ...grid }: GameListSectionProps) {
  const { t } = useTranslation();
  if (list.status === 'failed') {
    return (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_games_error')}
      </Alert>
    );
  }
  if (list.status !== 'loaded') return <Spinner label={t('casino_games_loading')} />;
  if (list.items.length === 0) return <p>{t('casino_games_empty')}</p>;
  return (
    <>
      <p aria-live="polite">{t('casino_games_count', { count: list.total })}</p>
      <GameGrid
        {...grid}
        games={list.items}
        hasMore={list.items.length < list.total}
        loadingMore={list.more === 'pending'}
        onLoadMore={onLoadMore}
      />
      {list.more === 'failed' ? <Alert tone="error">{t('casino_games_more_error')}</Alert> : null}
    </>
  );
}
