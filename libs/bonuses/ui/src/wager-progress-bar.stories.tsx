import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { WagerProgressBar } from './wager-progress-bar';

const meta = {
  title: 'Bonuses/WagerProgressBar',
  component: WagerProgressBar,
  decorators: [withI18n()],
  args: { name: 'Sport bonus', progress: 100_000, required: 250_000, currency: 'RUB' },
} satisfies Meta<typeof WagerProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Wager progress of the Sport bonus' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(within(canvasElement).getByText(/left to stake/)).toBeVisible();
  },
};

export const Met: Story = {
  args: { progress: 250_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).queryByText(/left to stake/)).toBeNull();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { name: 'Спортивный бонус' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Отыгрыш: Спортивный бонус' })).toBeVisible();
  },
};
