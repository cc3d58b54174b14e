import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bonusWagersFixture } from '@bet/bonuses/testing';
import { withI18n } from '@bet/ui/testing';
import { DepositBonus } from './deposit-bonus';

const meta = {
  title: 'Bonuses/DepositBonus',
  component: DepositBonus,
  decorators: [withI18n()],
  args: { status: 'done', data: bonusWagersFixture(), rechargeHref: '/en/recharge', onRetry: fn() },
} satisfies Meta<typeof DepositBonus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Sport bonus' });
    await expect(within(card).getByRole('progressbar', { name: 'Wager progress of the Sport bonus' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};

export const Offer: Story = {
  args: { data: bonusWagersFixture({ wagers: [], firstDepositBonusAvailable: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/en/recharge',
    );
  },
};

export const Empty: Story = {
  args: { data: bonusWagersFixture({ wagers: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No deposit bonus' })).toBeVisible();
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
    await expect(within(canvasElement).getByRole('article', { name: 'Спортивный бонус' })).toBeVisible();
  },
};
