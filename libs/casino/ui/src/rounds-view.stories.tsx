import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roundFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { RoundsView } from './rounds-view';

const meta = {
  title: 'Casino/RoundsView',
  component: RoundsView,
  decorators: [withI18n()],
  args: {
    language: 'en',
    status: 'loaded',
    items: [roundFixture(), roundFixture({ roundId: 'r-1002', win: 0, status: 'rolled_back' })],
    onRetry: fn(),
  },
} satisfies Meta<typeof RoundsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rounds: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Casino rounds' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('Returned')).toBeTruthy();
    // The player sorts by the win: the round that won nothing comes first.
    await userEvent.click(within(table).getByRole('button', { name: 'Win' }));
    await expect(within(table).getByRole('columnheader', { name: /Win/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(within(table).getAllByRole('row')[1] ?? table).getByText('Returned')).toBeTruthy();
  },
};
export const Loading: Story = { args: { status: 'pending', items: [] } };
export const Empty: Story = { args: { items: [] } };
export const Failed: Story = {
  args: { status: 'failed', items: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongNames: Story = {
  args: { items: [roundFixture({ gameName: 'An Extraordinarily Long Game Name That Will Not Fit In A Table Cell' })] },
};
export const Russian: Story = { decorators: [withI18n('ru')] };
