import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './forgot-password-form';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Session/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [withI18n(), withFrame({ maxWidth: 420 })],
  args: { status: 'idle', error: null, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send instructions' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'E-mail, player ID or phone' })).toHaveAccessibleDescription(
      'Enter your e-mail, player ID or phone number',
    );
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail, player ID or phone' }),
      'anna@example.com{Enter}',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ login: 'anna@example.com' });
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send instructions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'If this account exists, we have sent instructions.',
    );
  },
};

export const Failed: Story = {
  args: { status: 'failed', error: 'Too many attempts. Try again in an hour.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign-in' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
