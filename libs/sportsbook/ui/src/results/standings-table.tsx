import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingRow } from '@bet/sportsbook';
import styles from './results.module.css';

export interface StandingsTableProps {
  caption: string;
  rows: readonly StandingRow[];
  /** Sports with draws show the drawn column (points 3/1/0); others rank by wins. */
  allowsDraws: boolean;
}

/** The standings (the statistic page): a real table with a caption and column headers. */
export const StandingsTable = memo(function StandingsTable({ caption, rows, allowsDraws }: StandingsTableProps) {
  const { t } = useTranslation();
  const numbers = [
    ['played', 'sportsbook_stats_played'],
    ['won', 'sportsbook_stats_won'],
    ...(allowsDraws ? ([['drawn', 'sportsbook_stats_drawn']] as const) : []),
    ['lost', 'sportsbook_stats_lost'],
    ['goalsFor', 'sportsbook_stats_for'],
    ['goalsAgainst', 'sportsbook_stats_against'],
    ['points', 'sportsbook_stats_points'],
  ] as const;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.number}>
            {t('sportsbook_stats_position')}
          </th>
          <th scope="col">{t('sportsbook_stats_team')}</th>
          {numbers.map(([field, key]) => (
            <th key={field} scope="col" className={styles.number}>
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.team}>
            <td className={styles.number}>{index + 1}</td>
            <th scope="row">{row.team}</th>
            {numbers.map(([field]) => (
              <td key={field} className={field === 'points' ? `${styles.number} ${styles.score}` : styles.number}>
                {row[field]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
