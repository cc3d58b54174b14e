import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_RANGE } from '@bet/office';
import { couponRecordFixture, systemCouponFixture, wonSingleFixture } from '@bet/office/testing';
import { BetHistoryView } from './bet-history-view';
import { withI18n } from '@bet/ui/testing';

const coupons = [couponRecordFixture({ couponId: '1000004' }), wonSingleFixture(), systemCouponFixture()];

const meta = {
  title: 'Office/BetHistoryView',
  component: BetHistoryView,
  decorators: [withI18n()],
  args: {
    language: 'en',
    filter: 'all',
    range: NO_RANGE,
    rangeProblem: null,
    view: 'list',
    coupons,
    loadMore: 'ready',
    printHref: (couponId: string) => `/en/print-coupon/${couponId}`,
    onFilterChange: fn(),
    onRangeChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof BetHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Open' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('open');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { view: 'loading', coupons: [], loadMore: 'hidden' } };

export const Empty: Story = {
  args: { view: 'empty', coupons: [], loadMore: 'hidden', filter: 'settled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bets here.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { view: 'failed', coupons: [], loadMore: 'hidden' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { loadMore: 'pending' } };

export const MoreFailed: Story = { args: { loadMore: 'failed' } };

export const AllLoaded: Story = { args: { loadMore: 'hidden', filter: 'open', coupons: [couponRecordFixture()] } };

export const RangeInvalid: Story = {
  args: {
    view: 'range_invalid',
    rangeProblem: 'from_after_to',
    range: { from: '2026-11-24', to: '2026-11-01' },
    coupons: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('История ставок');
  },
};
