import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationCard } from './verification-card';

const meta = {
  title: 'Verification/VerificationCard',
  component: VerificationCard,
  args: { title: 'Verification', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof VerificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Verification' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
