import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './data-table';
import { betColumns, betRows } from './data-table-fixtures';
import type { BetRow } from './data-table-fixtures';
import { withI18n } from './testing/i18n-harness';

/** The table over the stories' rows (Storybook's controls need the generic fixed). */
const BetTable = DataTable<BetRow, keyof BetRow>;

const manyRows: BetRow[] = Array.from({ length: 40 }, (_, index) => ({
  id: String(1_000_100 + index),
  event: `Match ${index + 1}`,
  odds: 1 + ((index * 37) % 90) / 10,
  stake: ((index * 7919) % 100_000) + 100,
  result: index % 3 === 0 ? 'Won' : 'Lost',
}));

const meta = {
  title: 'Shared UI/DataTable',
  component: BetTable,
  tags: ['autodocs'],
  decorators: [withI18n()],
  args: {
    caption: 'Settled bets',
    captionHidden: false,
    columns: betColumns,
    rows: betRows,
    rowKey: (row: BetRow) => row.id,
    status: 'ready',
    loadingRows: 5,
    onSortChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    caption: { control: 'text' },
    captionHidden: { control: 'boolean' },
    status: { control: 'inline-radio', options: ['ready', 'loading', 'error'] },
    loadingRows: { control: { type: 'range', min: 1, max: 10 } },
    emptyMessage: { control: 'text' },
    errorMessage: { control: 'text' },
    maxHeight: { control: 'text' },
    columns: { control: false },
    rowKey: { control: false },
  },
} satisfies Meta<typeof BetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Settled bets' });
    await userEvent.click(canvas.getByRole('button', { name: 'Stake' }));
    await expect(canvas.getByRole('columnheader', { name: /Stake/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'stake', direction: 'ascending' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1000002', '1000010', '1000004']);
    await userEvent.click(canvas.getByRole('button', { name: 'Stake' }));
    await expect(canvas.getByRole('columnheader', { name: /Stake/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Settled bets' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the data');
  },
};

export const Refreshing: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No settled bets in these days.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No settled bets in these days.' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The data could not load.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Forty rows in a box: the header row stays in view, the box scrolls from the keyboard. */
export const StickyHeader: Story = {
  args: { rows: manyRows, maxHeight: '16rem', captionHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Settled bets' });
    region.focus();
    await expect(region).toHaveFocus();
    region.scrollTop = 200;
    const header = canvas.getByRole('columnheader', { name: /Event/ });
    // In a browser the header row sticks to the top of the box (jsdom lays nothing out).
    await expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top, -1);
  },
};

export const LongTexts: Story = {
  args: {
    caption: 'Settled bets of the last thirty days in every currency account, including bonus accounts',
    rows: [
      {
        id: '1000020',
        event:
          'Borussia Mönchengladbach – Eintracht Frankfurt, Bundesliga, 1st half: total goals over 1.5 and both teams to score',
        odds: 1234.56,
        stake: 123_456_789,
        result: 'Returned after the event was cancelled by the organiser',
      },
      ...betRows,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: '1234.56' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '1234567.89' })).toBeVisible();
  },
};

const ruColumns = betColumns.map((column) => ({
  ...column,
  header: { id: 'Купон', event: 'Событие', odds: 'Коэффициент', stake: 'Сумма', result: 'Итог' }[column.id],
}));

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { caption: 'Рассчитанные ставки', columns: ruColumns, rows: [], status: 'error', errorMessage: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Рассчитанные ставки' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RussianEmpty: Story = {
  decorators: [withI18n('ru')],
  args: { caption: 'Рассчитанные ставки', columns: ruColumns, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Здесь пока ничего нет.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Коэффициент' })).toBeVisible();
  },
};
