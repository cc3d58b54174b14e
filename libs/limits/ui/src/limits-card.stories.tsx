import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LimitsCard } from './limits-card';

const meta = {
  title: 'Limits/LimitsCard',
  component: LimitsCard,
  args: { title: 'Limits', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof LimitsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Limits' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
