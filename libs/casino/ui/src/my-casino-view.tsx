import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { CasinoGame } from '@bet/contract';
import type { LoadStatus } from '@bet/casino';
import { routePath } from '@bet/routing';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { GameGrid } from './game-grid';
import { SignInLink } from './sign-in-link';
import styles from './casino.module.css';

interface PlayerList {
  status: LoadStatus;
  items: readonly CasinoGame[];
}

export interface MyCasinoViewProps {
  language: string;
  signedIn: boolean;
  /** my-casino/favorites shows the favourites only. */
  favouritesOnly: boolean;
  favourites: PlayerList;
  recent: PlayerList;
  onToggleFavourite: (game: CasinoGame, favourite: boolean) => void;
  onRetryFavourites: () => void;
  onRetryRecent: () => void;
}

function PlayerGames({
  list,
  label,
  empty,
  language,
  favouriteIds,
  onToggleFavourite,
  onRetry,
}: {
  list: PlayerList;
  label: string;
  empty: string;
  language: string;
  favouriteIds: ReadonlySet<number>;
  onToggleFavourite: (game: CasinoGame, favourite: boolean) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (list.status === 'failed') {
    return (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_games_error')}
      </Alert>
    );
  }
  if (list.status !== 'loaded') return <Spinner label={t('casino_games_loading')} />;
  if (list.items.length === 0) return <p>{empty}</p>;
  return (
    <GameGrid
      games={list.items}
      language={language}
      label={label}
      favouriteIds={favouriteIds}
      onToggleFavourite={onToggleFavourite}
    />
  );
}

/** Spec 01 §2 my-casino and my-casino/favorites: the player's favourites and recently played games. */
export function MyCasinoView({
  language,
  signedIn,
  favouritesOnly,
  favourites,
  recent,
  onToggleFavourite,
  onRetryFavourites,
  onRetryRecent,
}: MyCasinoViewProps) {
  const { t } = useTranslation();
  usePageTitle(t('casino_my_title'));
  const favouriteIds = new Set(favourites.items.map((game) => game.id));
  return (
    <div className={styles.page}>
      <h1>{t('casino_my_title')}</h1>
      <nav className={styles.nav} aria-label={t('casino_my_nav_label')}>
        <ul>
          <li>
            <NavLink to={routePath('my-casino', { language })} end>
              {t('casino_my_all')}
            </NavLink>
          </li>
          <li>
            <NavLink to={routePath('my-casino-favorites', { language })} end>
              {t('casino_favourites_title')}
            </NavLink>
          </li>
        </ul>
      </nav>
      {!signedIn ? (
        <p>
          {t('casino_my_sign_in')} <SignInLink language={language} />
        </p>
      ) : (
        <>
          <section aria-labelledby="casino-favourites">
            <h2 id="casino-favourites">{t('casino_favourites_title')}</h2>
            <PlayerGames
              list={favourites}
              label={t('casino_favourites_title')}
              empty={t('casino_favourites_empty')}
              language={language}
              favouriteIds={favouriteIds}
              onToggleFavourite={onToggleFavourite}
              onRetry={onRetryFavourites}
            />
          </section>
          {favouritesOnly ? null : (
            <section aria-labelledby="casino-recent">
              <h2 id="casino-recent">{t('casino_recent_title')}</h2>
              <PlayerGames
                list={recent}
                label={t('casino_recent_title')}
                empty={t('casino_recent_empty')}
                language={language}
                favouriteIds={favouriteIds}
                onToggleFavourite={onToggleFavourite}
                onRetry={onRetryRecent}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
