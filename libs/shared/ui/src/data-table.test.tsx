import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { betColumns, betRows } from './data-table-fixtures';
import { sortRows } from './data-table-sort';
import { I18nHarness } from './testing/i18n-harness';

const renderIn = (ui: ReactNode, language = 'en') => render(<I18nHarness language={language}>{ui}</I18nHarness>);
const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    renderIn(<DataTable caption="Bets" columns={betColumns} rows={betRows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Coupon↕', 'Event↕', 'Odds↕', 'Stake↕', 'Result']);
    expect(firstCells()).toEqual(['1000004', '1000002', '1000010']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table.getAttribute('aria-busy')).toBe('false');
  });

  it('sorts by a column from its header button and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderIn(
      <DataTable
        caption="Bets"
        columns={betColumns}
        rows={betRows}
        rowKey={(row) => row.id}
        onSortChange={onSortChange}
      />,
    );
    const oddsHeader = screen.getByRole('columnheader', { name: /Odds/ });
    expect(oddsHeader.getAttribute('aria-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Odds' }));
    expect(oddsHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'odds', direction: 'ascending' });
    expect(firstCells()).toEqual(['1000002', '1000004', '1000010']);
    await user.keyboard('{Enter}');
    expect(oddsHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['1000010', '1000004', '1000002']);
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(oddsHeader.getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Stake/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows the rows as given when the owner sorts them (controlled, no sortValue)', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const columns = betColumns.map(({ sortValue: _ignored, ...column }) => column);
    renderIn(
      <DataTable
        caption="Bets"
        columns={columns}
        rows={betRows}
        rowKey={(row) => row.id}
        sort={{ column: 'odds', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Odds/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Odds' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'odds', direction: 'ascending' });
    // Still what the owner says until it passes a new sort.
    expect(screen.getByRole('columnheader', { name: /Odds/ }).getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['1000004', '1000002', '1000010']);
  });

  it('loading: busy, placeholder rows hidden from screen readers, and a status', () => {
    renderIn(<DataTable caption="Bets" columns={betColumns} rows={[]} rowKey={(row) => row.id} status="loading" />);
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the data');
    // Only the header row is exposed.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('a refresh keeps the rows while busy', () => {
    renderIn(
      <DataTable caption="Bets" columns={betColumns} rows={betRows} rowKey={(row) => row.id} status="loading" />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(firstCells()).toHaveLength(3);
  });

  it('empty: a message across the columns', () => {
    renderIn(<DataTable caption="Bets" columns={betColumns} rows={[]} rowKey={(row) => row.id} />);
    const cell = screen.getByRole('cell', { name: 'Nothing to show.' });
    expect(cell.getAttribute('colspan')).toBe('5');
  });

  it('error: an alert with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderIn(
      <DataTable
        caption="Bets"
        columns={betColumns}
        rows={[]}
        rowKey={(row) => row.id}
        status="error"
        errorMessage="The bets could not load."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The bets could not load.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('with a maximum height it is a focusable region named by the caption', () => {
    renderIn(
      <DataTable caption="Bets" columns={betColumns} rows={betRows} rowKey={(row) => row.id} maxHeight="10rem" />,
    );
    const region = screen.getByRole('region', { name: 'Bets' });
    expect(region.tabIndex).toBe(0);
    expect(region.style.maxHeight).toBe('10rem');
  });

  it('speaks Russian', () => {
    renderIn(<DataTable caption="Ставки" columns={betColumns} rows={[]} rowKey={(row) => row.id} />, 'ru');
    expect(screen.getByRole('cell', { name: 'Здесь пока ничего нет.' })).toBeTruthy();
  });
});

describe('sortRows', () => {
  const collator = new Intl.Collator('en', { numeric: true });
  const rows = [{ v: 'b10' }, { v: '' }, { v: 'b9' }, { v: 'a' }, { v: 'B9' }];

  it('orders texts naturally, keeps equal rows in order and puts missing values last', () => {
    const sensitive = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    expect(sortRows(rows, (row) => row.v, 'ascending', sensitive).map((row) => row.v)).toEqual([
      'a',
      'b9',
      'B9',
      'b10',
      '',
    ]);
    expect(sortRows(rows, (row) => row.v, 'descending', sensitive).map((row) => row.v)).toEqual([
      'b10',
      'b9',
      'B9',
      'a',
      '',
    ]);
  });

  it('compares numbers as numbers and leaves the input alone', () => {
    const numbers = [{ n: 10 }, { n: 9 }, { n: null }, { n: 100 }];
    expect(sortRows(numbers, (row) => row.n, 'ascending', collator).map((row) => row.n)).toEqual([9, 10, 100, null]);
    expect(numbers.map((row) => row.n)).toEqual([10, 9, null, 100]);
  });
});
