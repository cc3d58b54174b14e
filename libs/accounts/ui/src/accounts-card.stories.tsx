import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountsCard } from './accounts-card';

const meta = {
  title: 'Accounts/AccountsCard',
  component: AccountsCard,
  args: { title: 'Accounts', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof AccountsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Accounts' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
