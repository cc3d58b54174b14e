import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { PasswordResetView } from './password-reset-view';

const meta = {
  title: 'Session/PasswordResetView',
  component: PasswordResetView,
  decorators: [withI18n(), withFrame({ maxWidth: 560 })],
  args: {
    status: 'ready',
    refusal: null,
    error: null,
    onSubmit: fn(),
    onRetry: fn(),
    onSignIn: fn(),
    onNewLink: fn(),
  },
} satisfies Meta<typeof PasswordResetView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'new-pass-1');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'new-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('new-pass-1');
  },
};

export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking the link');
  },
};

export const Expired: Story = {
  args: { status: 'refused', refusal: 'expired' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('a reset link works for one hour');
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a new link' }));
    await expect(args.onNewLink).toHaveBeenCalled();
  },
};

export const Used: Story = {
  args: { status: 'refused', refusal: 'used' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This link has already been used');
  },
};

export const Unknown: Story = {
  args: { status: 'refused', refusal: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This link is not valid');
  },
};

export const CheckFailed: Story = {
  args: { status: 'failed', error: 'The server is not answering. Try again.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The link could not be checked.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const SaveFailed: Story = {
  args: { status: 'ready', error: 'The server is not answering. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server is not answering');
  },
};

export const Changed: Story = {
  args: { status: 'changed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  args: { status: 'refused', refusal: 'used' },
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
