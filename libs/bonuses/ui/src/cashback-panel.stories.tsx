import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cashbackFixture } from '@bet/bonuses/testing';
import { withI18n } from '@bet/ui/testing';
import { CashbackPanel } from './cashback-panel';

const meta = {
  title: 'Bonuses/CashbackPanel',
  component: CashbackPanel,
  decorators: [withI18n()],
  args: { kind: 'vip', status: 'done', data: cashbackFixture(), claiming: false, onClaim: fn(), onRetry: fn() },
} satisfies Meta<typeof CashbackPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Silver, 7 %')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Levels' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Claim/ }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
};

export const Claiming: Story = {
  args: { claiming: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Claiming…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Claimed: Story = {
  args: { data: cashbackFixture({ claimed: true, amount: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This month’s cashback has been claimed.')).toBeVisible();
  },
};

export const PremiumWithoutLevel: Story = {
  args: {
    kind: 'premium',
    data: cashbackFixture({
      kind: 'premium',
      level: null,
      amount: 0,
      levels: [{ name: 'premium', fromTurnover: 500_000, percent: 10 }],
      nextLevel: { name: 'premium', fromTurnover: 500_000, percent: 10 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No level yet')).toBeVisible();
    await expect(within(canvasElement).getByText('Nothing to claim yet this month.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'failed', data: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Серебро, 7 %')).toBeVisible();
  },
};
