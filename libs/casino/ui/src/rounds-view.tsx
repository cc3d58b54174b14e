import { useTranslation } from 'react-i18next';
import type { CasinoRound } from '@bet/contract';
import type { LoadStatus } from '@bet/casino';
import { formatDateTime, formatMoney } from '@bet/i18n';
import { Alert, Button, Spinner } from '@bet/ui';
import styles from './casino.module.css';

export interface RoundsViewProps {
  language: string;
  status: LoadStatus;
  items: readonly CasinoRound[];
  onRetry: () => void;
}

/** The casino tab of the history: the player's real-money rounds, newest first (getCasinoRounds). */
export function RoundsView({ language, status, items, onRetry }: RoundsViewProps) {
  const { t } = useTranslation();
  let body;
  if (status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_rounds_error')}
      </Alert>
    );
  } else if (status !== 'loaded') body = <Spinner label={t('casino_loading')} />;
  else if (items.length === 0) body = <p>{t('casino_rounds_empty')}</p>;
  else {
    body = (
      <table className={styles.table}>
        <caption>{t('casino_rounds_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('casino_rounds_date')}</th>
            <th scope="col">{t('casino_rounds_game')}</th>
            <th scope="col" className={styles.number}>
              {t('casino_rounds_stake')}
            </th>
            <th scope="col" className={styles.number}>
              {t('casino_rounds_win')}
            </th>
            <th scope="col">{t('casino_rounds_status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((round) => (
            <tr key={round.roundId}>
              <td>{formatDateTime(round.startedAt)}</td>
              <td>{round.gameName}</td>
              <td className={styles.number}>{formatMoney(round.stake, round.currency, language)}</td>
              <td className={styles.number}>{formatMoney(round.win, round.currency, language)}</td>
              <td>{t(`casino_round_status_${round.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="casino-rounds">
      <h2 id="casino-rounds">{t('casino_rounds_title')}</h2>
      {body}
    </section>
  );
}
