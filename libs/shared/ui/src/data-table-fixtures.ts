import type { DataTableColumn } from './data-table';

/** A row of the stories and tests: a settled bet. */
export interface BetRow {
  id: string;
  event: string;
  odds: number;
  /** Minor units. */
  stake: number;
  result: string;
}

export const betRows: BetRow[] = [
  { id: '1000004', event: 'Spartak Moscow – CSKA Moscow', odds: 2.35, stake: 150_000, result: 'Won' },
  { id: '1000002', event: 'Arsenal – Chelsea', odds: 1.8, stake: 5_000, result: 'Lost' },
  { id: '1000010', event: 'Zenit – Lokomotiv', odds: 12.5, stake: 20_000, result: 'Open' },
];

const money = (minor: number) => (minor / 100).toFixed(2);

export const betColumns: DataTableColumn<BetRow, keyof BetRow>[] = [
  { id: 'id', header: 'Coupon', cell: (row) => row.id, rowHeader: true, sortable: true, sortValue: (row) => row.id },
  { id: 'event', header: 'Event', cell: (row) => row.event, sortable: true, sortValue: (row) => row.event },
  {
    id: 'odds',
    header: 'Odds',
    cell: (row) => row.odds.toFixed(2),
    numeric: true,
    sortable: true,
    sortValue: (row) => row.odds,
  },
  {
    id: 'stake',
    header: 'Stake',
    cell: (row) => money(row.stake),
    numeric: true,
    sortable: true,
    sortValue: (row) => row.stake,
  },
  { id: 'result', header: 'Result', cell: (row) => row.result },
];
