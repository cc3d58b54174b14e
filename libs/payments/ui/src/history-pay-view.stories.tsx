import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialHistoryPayState } from '@bet/payments';
import { paymentFixture, withdrawalFixture } from '@bet/payments/testing';
import { withI18n } from '@bet/ui/testing';
import { HistoryPayView } from './history-pay-view';
import { withRouter } from './testing/with-router';

const payments = [
  withdrawalFixture(),
  paymentFixture({ bonusAmount: 50_000 }),
  paymentFixture({ paymentId: '5000', status: 'failed', reason: 'Declined by the bank', cardMask: '4000 •••• 0002' }),
];
const loaded = { ...initialHistoryPayState, isOpen: true, loaded: true, payments, hasMore: true };

const meta = {
  title: 'Payments/HistoryPayView',
  component: HistoryPayView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', history: loaded, onFiltersChange: fn(), onRetry: fn(), onLoadMore: fn() },
} satisfies Meta<typeof HistoryPayView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Payments' })).getAllByRole('article')).toHaveLength(3);
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'withdrawal');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ kind: 'withdrawal' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { history: { ...initialHistoryPayState, status: 'pending' } } };

export const Empty: Story = { args: { history: { ...initialHistoryPayState, loaded: true } } };

export const Failed: Story = {
  args: { history: { ...initialHistoryPayState, status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { history: { ...loaded, status: 'pending', request: 'more' } } };

export const MoreFailed: Story = { args: { history: { ...loaded, status: 'failed', request: 'more' } } };

export const DatesInvalid: Story = {
  args: {
    history: {
      ...initialHistoryPayState,
      filters: { kind: '', status: '', from: '2026-11-02', to: '2026-11-01' },
      filtersProblem: 'from_after_to',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('From')).toHaveAccessibleDescription(/after the end date/);
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { language: 'ru' } };
