import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  gameListOpened,
  gameListRetryRequested,
  selectGameList,
  type GameListQuery,
  type WithCasino,
} from '@bet/casino';
import { Alert, Button, Spinner } from '@bet/ui';
import { CasinoGamePage } from './game-page';
import styles from '../casino.module.css';

/** The catalogue's tag of the six bonus games (apps/api README "Casino catalogue"). */
export const BONUS_GAMES_TAG = 'bonus-games';
const BONUS_GAMES_QUERY: GameListQuery = { tag: BONUS_GAMES_TAG };

export interface BonusGamePageProps {
  /** The route's name, which is the game's slug (fortuna, chest, memory, safe, lottery, dragon-bonus). */
  slug: string;
  notFound: ReactNode;
}

/**
 * Spec 01 §2 bonus games: each route opens its game from the provider as the game page does
 * (demo for visitors, real money for players). The game is found by its slug among the games
 * tagged `bonus-games` (one small list, read once), so no id is fixed in the client.
 */
export function BonusGamePage({ slug, notFound }: BonusGamePageProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const query = useMemo(() => BONUS_GAMES_QUERY, []);
  const list = useSelector((state: WithCasino) => selectGameList(state, query));
  useEffect(() => {
    dispatch(gameListOpened({ query }));
  }, [dispatch, query]);
  const game = list.items.find((item) => item.slug === slug);
  if (game) return <CasinoGamePage gameId={game.id} notFound={notFound} />;
  if (list.status === 'loaded') return <>{notFound}</>;
  return (
    <div className={styles.page}>
      {list.status === 'failed' ? (
        <Alert
          tone="error"
          action={<Button onClick={() => dispatch(gameListRetryRequested({ query }))}>{t('casino_retry')}</Button>}
        >
          {t('casino_games_error')}
        </Alert>
      ) : (
        <Spinner label={t('casino_loading')} />
      )}
    </div>
  );
}
