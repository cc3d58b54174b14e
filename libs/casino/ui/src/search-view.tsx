import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASINO_SEARCH_MIN, type CasinoGame } from '@bet/contract';
import type { SearchState } from '@bet/casino';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { GameGrid } from './game-grid';
import { providerPath } from './links';
import styles from './casino.module.css';

export interface SearchViewProps {
  language: string;
  /** What the field shows: the player's typing, drawn at once. */
  query: string;
  search: SearchState;
  favouriteIds: ReadonlySet<number> | null;
  onQueryChange: (query: string) => void;
  onToggleFavourite: (game: CasinoGame, favourite: boolean) => void;
  onRetry: () => void;
}

/**
 * Spec 01 §2 casino-search. The field answers every keystroke at once; the results are drawn from
 * a deferred copy of the answer (useDeferredValue: a low-priority render), so a long result list
 * never blocks typing (issue 14).
 */
export function SearchView({
  language,
  query,
  search,
  favouriteIds,
  onQueryChange,
  onToggleFavourite,
  onRetry,
}: SearchViewProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  usePageTitle(t('casino_search_title'));
  const results = useDeferredValue(search);
  let body;
  if (search.status === 'idle') body = <p id={hintId}>{t('casino_search_hint', { count: CASINO_SEARCH_MIN })}</p>;
  else if (search.status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_search_error')}
      </Alert>
    );
  } else if (results.answeredQuery === null) body = <Spinner label={t('casino_search_searching')} />;
  else if (results.games.length === 0 && results.providers.length === 0) {
    body = <p>{t('casino_search_nothing', { query: results.answeredQuery })}</p>;
  } else {
    body = (
      <>
        {results.providers.length > 0 ? (
          <section aria-labelledby="casino-search-providers">
            <h2 id="casino-search-providers">{t('casino_providers_title')}</h2>
            <ul className={styles.chips}>
              {results.providers.map((provider) => (
                <li key={provider.slug}>
                  <Link to={providerPath(provider.slug, language)}>{provider.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="casino-search-games">
          <h2 id="casino-search-games">{t('casino_search_games', { query: results.answeredQuery })}</h2>
          <GameGrid
            games={results.games}
            language={language}
            label={t('casino_search_results')}
            favouriteIds={favouriteIds}
            onToggleFavourite={onToggleFavourite}
          />
        </section>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('casino_search_title')}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()} aria-label={t('casino_search_title')}>
        <label htmlFor={fieldId}>{t('casino_search_label')}</label>{' '}
        <input
          id={fieldId}
          type="search"
          value={query}
          autoComplete="off"
          maxLength={64}
          aria-describedby={search.status === 'idle' ? hintId : undefined}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </form>
      <p role="status" className={styles.muted}>
        {search.status === 'loaded' && results.answeredQuery !== null
          ? t('casino_search_found', { count: results.games.length })
          : ''}
      </p>
      <div aria-busy={search.status === 'waiting' || search.status === 'pending'}>{body}</div>
    </div>
  );
}
