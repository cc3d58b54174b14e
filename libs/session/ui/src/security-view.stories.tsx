import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AccountSecurity } from '@bet/session';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { SecurityView } from './security-view';

const facts: AccountSecurity = {
  protectionLevel: 30,
  email: 'a***@orbitbet.example',
  emailConfirmed: false,
  phoneBound: false,
  twoStepEnabled: false,
  newsletter: true,
  phone: null,
  securityQuestion: null,
  emailAuthEnabled: false,
  passwordChanged: false,
};

const meta = {
  title: 'Session/SecurityView',
  component: SecurityView,
  decorators: [withI18n(), withFrame({ maxWidth: 640 })],
  args: {
    facts: { status: 'ready', data: facts },
    passwordChange: { status: 'idle', messages: [] },
    passwordSavedCount: 0,
    emailRequest: { status: 'idle', messages: [] },
    onReload: fn(),
    onChangePassword: fn(),
    onRequestEmailLink: fn(),
  },
} satisfies Meta<typeof SecurityView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Protection level' })).toHaveAttribute(
      'aria-valuetext',
      '30 of 100: low',
    );
    await expect(canvas.getByText('a***@orbitbet.example: not confirmed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    await expect(args.onRequestEmailLink).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Current password'), 'old-pass-1');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-pass-1');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'new-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
    });
  },
};

/** Spec 02 §9 bands: 100 is full, and the e-mail section goes once confirmed. */
export const FullProtection: Story = {
  args: {
    facts: {
      status: 'ready',
      data: { ...facts, protectionLevel: 100, emailConfirmed: true, phoneBound: true, twoStepEnabled: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Protection level' })).toHaveAttribute(
      'aria-valuetext',
      '100 of 100: full',
    );
    await expect(canvas.queryByRole('button', { name: 'Send a confirmation link' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { facts: { status: 'pending', data: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your security settings' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { facts: { status: 'failed', data: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not load');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Spec 02 §8: a status-2 answer's server message first, at most 3. */
export const WrongCurrentPassword: Story = {
  args: {
    passwordChange: {
      status: 'failed',
      messages: [{ tone: 'error', text: 'The current password is wrong', isKey: false }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The current password is wrong');
  },
};

export const Saved: Story = {
  args: {
    passwordChange: { status: 'saved', messages: [{ tone: 'success', text: 'main_save_success', isKey: true }] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved')).toBeVisible();
  },
};

export const LinkSent: Story = {
  args: { emailRequest: { status: 'sent', messages: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/We have sent a confirmation link/)).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
    await expect(within(canvasElement).getByRole('heading', { name: 'Безопасность' })).toBeVisible();
  },
};
