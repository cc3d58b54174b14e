import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewSiteModal } from './new-site-modal';
import { withSite } from '../site-harness';

const meta = {
  title: 'Site/Widgets/New-site modal',
  component: NewSiteModal,
  decorators: [withSite({ language: 'en' })],
  args: { open: true, companyName: 'Orbit Bet', onClose: fn() },
} satisfies Meta<typeof NewSiteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Welcome to the new Orbit Bet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Welcome to the new Orbit Bet' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
