import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bonusesReducer, bonusPageLoaded } from '@bet/bonuses';
import { bonusWagersFixture, pointsFixture, rewardsFixture } from '@bet/bonuses/testing';
import { withStore } from '@bet/ui/testing';
import { DepositBonusPage, PointsPage, RewardsPage } from './bonus-pages';

/** The pages over a store brought into state through the slice's own events (no saga runs). */
const meta = {
  title: 'Bonuses/Pages',
  component: DepositBonusPage,
  decorators: [
    withStore({
      reducer: { bonuses: bonusesReducer },
      actions: [
        bonusPageLoaded({ page: 'wagers', data: bonusWagersFixture() }),
        bonusPageLoaded({ page: 'points', data: pointsFixture() }),
        bonusPageLoaded({ page: 'rewards', data: rewardsFixture() }),
      ],
    }),
  ],
} satisfies Meta<typeof DepositBonusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit bonus' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Wager progress of the Sport bonus' })).toBeVisible();
  },
};

export const Points: Story = {
  render: () => <PointsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
  },
};

export const Rewards: Story = {
  render: () => <RewardsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Rewards for points' })).toBeVisible();
  },
};
