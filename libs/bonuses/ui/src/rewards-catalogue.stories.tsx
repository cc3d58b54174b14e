import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rewardsFixture } from '@bet/bonuses/testing';
import { withI18n } from '@bet/ui/testing';
import { RewardsCatalogue } from './rewards-catalogue';

const meta = {
  title: 'Bonuses/RewardsCatalogue',
  component: RewardsCatalogue,
  decorators: [withI18n()],
  args: { status: 'done', data: rewardsFixture(), exchanging: null, onExchange: fn(), onRetry: fn() },
} satisfies Meta<typeof RewardsCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Rewards for points' });
    const buttons = within(list).getAllByRole('button', { name: /^Exchange for/ });
    // 240 points: the 500-point reward waits.
    await expect(buttons[1]).toBeDisabled();
    await expect(within(list).getByText('260 more points needed')).toBeVisible();
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onExchange).toHaveBeenCalledWith('cash-small');
  },
};

export const Exchanging: Story = {
  args: { exchanging: 'cash-small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exchanging…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { data: rewardsFixture({ rewards: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No rewards on offer' })).toBeVisible();
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
    await expect(within(canvasElement).getByText('Ваши баллы: 240')).toBeVisible();
  },
};
