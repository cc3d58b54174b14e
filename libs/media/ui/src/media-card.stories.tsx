import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaCard } from './media-card';

const meta = {
  title: 'Media/MediaCard',
  component: MediaCard,
  args: { title: 'Media', actionLabel: 'Open', onAction: fn() },
} satisfies Meta<typeof MediaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Media' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
