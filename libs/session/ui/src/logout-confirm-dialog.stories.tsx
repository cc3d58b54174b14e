import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';
import { LogoutConfirmDialog } from './logout-confirm-dialog';

const meta = {
  title: 'Session/LogoutConfirmDialog',
  component: LogoutConfirmDialog,
  decorators: [withI18n()],
  args: { open: true, status: 'idle', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LogoutConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Sign out?' });
    await expect(dialog).toHaveAccessibleDescription('You can sign in again at any time.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const CancelWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Sign out?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Sign out?' });
    const confirm = within(dialog).getByRole('button', { name: 'Sign out' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'Could not sign out. The page will reload.' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Could not sign out');
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
