import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { bonusWagerFixture, bonusWagersFixture } from '@bet/bonuses/testing';
import { withI18n } from '@bet/ui/testing';
import { WagerList } from './wager-list';

const meta = {
  title: 'Bonuses/WagerList',
  component: WagerList,
  decorators: [withI18n()],
  args: {
    status: 'done',
    data: bonusWagersFixture({
      wagers: [
        bonusWagerFixture({ id: 2, kind: 'casino', status: 'released', progress: 250_000, releasedAt: 0 }),
        bonusWagerFixture(),
      ],
    }),
    onRetry: fn(),
  },
} satisfies Meta<typeof WagerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Your bonus wagers' })).getAllByRole(
      'listitem',
    );
    // Active first.
    await expect(within(items[0] as HTMLElement).getByRole('article', { name: 'Sport bonus' })).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('Released to the main account')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: bonusWagersFixture({ wagers: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No bonus wagers' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This could not be loaded.')).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Ваши бонусы на отыгрыше' })).toBeVisible();
  },
};
