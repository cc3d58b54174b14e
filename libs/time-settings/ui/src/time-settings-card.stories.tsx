import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeSettingsCard } from './time-settings-card';

const meta = {
  title: 'TimeSettings/TimeSettingsCard',
  component: TimeSettingsCard,
  args: { title: 'Time settings', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof TimeSettingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Time settings' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
