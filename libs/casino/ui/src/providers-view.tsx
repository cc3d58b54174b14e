import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoProvider } from '@bet/contract';
import type { LoadStatus } from '@bet/casino';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { providerPath } from './links';
import styles from './casino.module.css';

export interface ProvidersViewProps {
  language: string;
  status: LoadStatus;
  providers: readonly CasinoProvider[];
  onRetry: () => void;
}

/** Spec 01 §2 providers: every game provider with its number of games, each a link to its page. */
export function ProvidersView({ language, status, providers, onRetry }: ProvidersViewProps) {
  const { t } = useTranslation();
  usePageTitle(t('casino_providers_title'));
  let body;
  if (status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_lobby_error')}
      </Alert>
    );
  } else if (status !== 'loaded') body = <Spinner label={t('casino_loading')} />;
  else if (providers.length === 0) body = <p>{t('casino_providers_empty')}</p>;
  else {
    body = (
      <ul className={styles.cards} aria-label={t('casino_providers_title')}>
        {providers.map((provider) => (
          <li key={provider.slug} className={styles.card}>
            <Link to={providerPath(provider.slug, language)}>{provider.name}</Link>
            <span className={styles.muted}>{t('casino_games_count', { count: provider.gameCount })}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('casino_providers_title')}</h1>
      {body}
    </div>
  );
}
