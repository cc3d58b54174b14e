import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CasinoCard } from './casino-card';

const meta = {
  title: 'Casino/CasinoCard',
  component: CasinoCard,
  args: { title: 'Casino', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof CasinoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Casino' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
