import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportCard } from './support-card';

const meta = {
  title: 'Support/SupportCard',
  component: SupportCard,
  args: { title: 'Support', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof SupportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Support' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
