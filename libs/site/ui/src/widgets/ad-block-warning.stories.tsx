import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdBlockWarning } from './ad-block-warning';
import { withSite } from '../site-harness';

const meta = {
  title: 'Site/Widgets/Ad-blocker warning',
  component: AdBlockWarning,
  args: { onDismiss: fn() },
} satisfies Meta<typeof AdBlockWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  decorators: [withSite({ language: 'en' })],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('An ad blocker is interfering with the site');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withSite({ language: 'ru' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Блокировщик рекламы');
  },
};
