import { useTranslation } from 'react-i18next';
import type { TournamentsState } from '@bet/casino';
import { formatMoney } from '@bet/i18n';
import { usePlayerTime } from '@bet/time-settings-ui';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import styles from './casino.module.css';

export interface TournamentViewProps {
  language: string;
  current: TournamentsState['current'];
  onRetry: () => void;
}

/** Spec 01 §2 tournaments/{id}: the tournament and its leaderboard, which moves while it runs. */
export function TournamentView({ language, current, onRetry }: TournamentViewProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const { tournament, leaderboard, status } = current;
  usePageTitle(tournament?.title ?? t('casino_tournaments_title'));
  if (status === 'notFound') {
    return (
      <div className={styles.page}>
        <h1>{t('casino_tournaments_title')}</h1>
        <p>{t('casino_tournament_not_found')}</p>
      </div>
    );
  }
  if (!tournament) {
    return (
      <div className={styles.page}>
        <h1>{t('casino_tournaments_title')}</h1>
        {status === 'failed' ? (
          <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
            {t('casino_tournaments_error')}
          </Alert>
        ) : (
          <Spinner label={t('casino_loading')} />
        )}
      </div>
    );
  }
  const money = (minor: number) => formatMoney(minor, tournament.currency, language);
  return (
    <div className={styles.page}>
      <h1>{tournament.title}</h1>
      <p>{tournament.description}</p>
      <p>
        {t(`casino_tournament_status_${tournament.status}`)} ·{' '}
        {t('casino_tournament_prize_pool', { amount: money(tournament.prizePool) })}
      </p>
      <p className={styles.muted}>
        {t('casino_tournament_dates', {
          from: time.dateTime(tournament.startsAt * 1000),
          to: time.dateTime(tournament.endsAt * 1000),
        })}
      </p>
      {leaderboard.length === 0 ? (
        <p>{t('casino_leaderboard_empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t('casino_leaderboard_title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                {t('casino_leaderboard_place')}
              </th>
              <th scope="col">{t('casino_leaderboard_player')}</th>
              <th scope="col" className={styles.number}>
                {t('casino_leaderboard_points')}
              </th>
              <th scope="col" className={styles.number}>
                {t('casino_leaderboard_prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {leaderboard.map((row) => (
              <tr key={row.place}>
                <td className={styles.number}>{row.place}</td>
                <td>{row.player}</td>
                <td className={styles.number}>{row.points}</td>
                <td className={styles.number}>{row.prize > 0 ? money(row.prize) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
