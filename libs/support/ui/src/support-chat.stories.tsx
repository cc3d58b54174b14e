import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chatMessageFixture, supportReplyFixture } from '@bet/support/testing';
import { withI18n } from '@bet/ui/testing';
import { SupportChat } from './support-chat';

const meta = {
  title: 'Support/SupportChat',
  component: SupportChat,
  decorators: [withI18n()],
  args: {
    messages: [chatMessageFixture(), supportReplyFixture()],
    status: 'idle',
    sending: 'idle',
    lastUnreadId: 2,
    onSend: fn(),
    onMarkRead: fn(),
  },
} satisfies Meta<typeof SupportChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation with support' });
    await expect(within(log).getByText('Payments are usually credited within minutes.')).toBeVisible();
    await expect(within(log).getByText('New')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark replies as read' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { messages: [], lastUnreadId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No messages yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], status: 'pending', lastUnreadId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the conversation' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'failed', lastUnreadId: null, messages: [chatMessageFixture()] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/could not be loaded/)).toBeVisible();
  },
};

export const Sending: Story = {
  args: { sending: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const LongTexts: Story = {
  args: {
    messages: [
      chatMessageFixture({ text: 'A very long question about a withdrawal that has not arrived yet. '.repeat(8) }),
      supportReplyFixture({ text: 'A long answer from the support that explains every step. '.repeat(8), read: true }),
    ],
    lastUnreadId: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отправить' })).toBeVisible();
  },
};
