import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { NewPasswordForm } from './new-password-form';

const meta = {
  title: 'Session/NewPasswordForm',
  component: NewPasswordForm,
  decorators: [withI18n(), withFrame({ maxWidth: 420 })],
  args: { askCurrent: false, submitLabel: 'Save the new password', pending: false, error: null, onSubmit: fn() },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reset: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('The password needs at least 8 characters'),
    );
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'long-enough-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await userEvent.clear(canvas.getByLabelText('Repeat the new password'));
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'long-enough-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ current: '', password: 'long-enough-1' });
  },
};

export const Change: Story = {
  args: { askCurrent: true, submitLabel: 'Change password' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
    await expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password');
    await userEvent.type(canvas.getByLabelText('Current password'), 'old-pass-1');
    await userEvent.type(canvas.getByLabelText('New password'), 'new-pass-1');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'new-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ current: 'old-pass-1', password: 'new-pass-1' });
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save the new password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { error: 'Too many attempts. Try again in an hour.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

export const Russian: Story = {
  args: { askCurrent: true, submitLabel: 'Сменить пароль' },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
    await expect(within(canvasElement).getByLabelText('Текущий пароль')).toBeVisible();
  },
};
