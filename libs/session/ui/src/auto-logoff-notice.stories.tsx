import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutoLogoffNotice } from './auto-logoff-notice';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Session/AutoLogoffNotice',
  component: AutoLogoffNotice,
  decorators: [withI18n()],
  args: { open: true, onSignIn: fn(), onClose: fn() },
} satisfies Meta<typeof AutoLogoffNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'You have been signed out' });
    await expect(dialog).toHaveTextContent('inactive for a long time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Вы вышли из аккаунта' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
