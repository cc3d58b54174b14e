import { useTranslation } from 'react-i18next';
import type { CasinoRound } from '@bet/contract';
import type { LoadStatus } from '@bet/casino';
import { formatMoney } from '@bet/i18n';
import { usePlayerTime } from '@bet/time-settings-ui';
import { DataTable, type DataTableColumn } from '@bet/ui';
import styles from './casino.module.css';

export interface RoundsViewProps {
  language: string;
  status: LoadStatus;
  items: readonly CasinoRound[];
  onRetry: () => void;
}

type RoundColumn = 'date' | 'game' | 'stake' | 'win' | 'status';

/**
 * The casino tab of the history: the player's real-money rounds, newest first (getCasinoRounds),
 * in the design system's table, which the player can sort by date, stake or win.
 */
export function RoundsView({ language, status, items, onRetry }: RoundsViewProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const columns: readonly DataTableColumn<CasinoRound, RoundColumn>[] = [
    {
      id: 'date',
      header: t('casino_rounds_date'),
      cell: (round) => time.dateTime(round.startedAt * 1000),
      sortable: true,
      sortValue: (round) => round.startedAt,
    },
    { id: 'game', header: t('casino_rounds_game'), cell: (round) => round.gameName },
    {
      id: 'stake',
      header: t('casino_rounds_stake'),
      cell: (round) => formatMoney(round.stake, round.currency, language),
      numeric: true,
      sortable: true,
      sortValue: (round) => round.stake,
    },
    {
      id: 'win',
      header: t('casino_rounds_win'),
      cell: (round) => formatMoney(round.win, round.currency, language),
      numeric: true,
      sortable: true,
      sortValue: (round) => round.win,
    },
    { id: 'status', header: t('casino_rounds_status'), cell: (round) => t(`casino_round_status_${round.status}`) },
  ];
  return (
    <section className={styles.page} aria-labelledby="casino-rounds">
      <h2 id="casino-rounds">{t('casino_rounds_title')}</h2>
      <DataTable
        caption={t('casino_rounds_title')}
        captionHidden
        columns={columns}
        rows={items}
        rowKey={(round) => round.roundId}
        defaultSort={{ column: 'date', direction: 'descending' }}
        status={status === 'failed' ? 'error' : status === 'loaded' ? 'ready' : 'loading'}
        emptyMessage={t('casino_rounds_empty')}
        errorMessage={t('casino_rounds_error')}
        onRetry={onRetry}
      />
    </section>
  );
}
