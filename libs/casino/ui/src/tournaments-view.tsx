import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoTournament } from '@bet/contract';
import type { LoadStatus } from '@bet/casino';
import { formatMoney } from '@bet/i18n';
import { usePlayerTime } from '@bet/time-settings-ui';
import { routePath } from '@bet/routing';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import styles from './casino.module.css';

export interface TournamentsViewProps {
  language: string;
  status: LoadStatus;
  items: readonly CasinoTournament[];
  onRetry: () => void;
}

/** Spec 01 §2 bonus/casino/tournaments: each tournament with its status, prize pool and dates. */
export function TournamentsView({ language, status, items, onRetry }: TournamentsViewProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  usePageTitle(t('casino_tournaments_title'));
  let body;
  if (status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_tournaments_error')}
      </Alert>
    );
  } else if (status !== 'loaded') body = <Spinner label={t('casino_loading')} />;
  else if (items.length === 0) body = <p>{t('casino_tournaments_empty')}</p>;
  else {
    body = (
      <ul className={styles.cards} aria-label={t('casino_tournaments_title')}>
        {items.map((tournament) => (
          <li key={tournament.id}>
            <article className={styles.card} aria-labelledby={`tournament-${tournament.id}`}>
              <h2 id={`tournament-${tournament.id}`}>
                <Link to={routePath('casino-tournament', { language, params: { tournamentId: tournament.id } })}>
                  {tournament.title}
                </Link>
              </h2>
              <p>{t(`casino_tournament_status_${tournament.status}`)}</p>
              <p>
                {t('casino_tournament_prize_pool', {
                  amount: formatMoney(tournament.prizePool, tournament.currency, language),
                })}
              </p>
              <p className={styles.muted}>
                {t('casino_tournament_dates', {
                  from: time.dateTime(tournament.startsAt * 1000),
                  to: time.dateTime(tournament.endsAt * 1000),
                })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('casino_tournaments_title')}</h1>
      {body}
    </div>
  );
}
