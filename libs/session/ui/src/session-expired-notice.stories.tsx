import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { SessionExpiredNotice } from './session-expired-notice';

const meta = {
  title: 'Session/SessionExpiredNotice',
  component: SessionExpiredNotice,
  decorators: [withI18n()],
  args: { onSignIn: fn() },
} satisfies Meta<typeof SessionExpiredNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ваш сеанс завершён');
  },
};
