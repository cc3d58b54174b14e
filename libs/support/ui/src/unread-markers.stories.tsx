import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { UnreadMarkers } from './unread-markers';

const meta = {
  title: 'Support/UnreadMarkers',
  component: UnreadMarkers,
  decorators: [withI18n()],
  args: { messages: 3, chatReplies: 1, messagesHref: '/en/support#messages', chatHref: '/en/support#chat' },
} satisfies Meta<typeof UnreadMarkers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '3 unread messages' })).toHaveAttribute(
      'href',
      '/en/support#messages',
    );
    await expect(canvas.getByRole('link', { name: '1 unread support reply' })).toHaveAttribute(
      'href',
      '/en/support#chat',
    );
  },
};

export const NothingUnread: Story = {
  args: { messages: 0, chatReplies: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /support repl/ })).toBeNull();
  },
};

export const OneMessage: Story = {
  args: { messages: 1, chatReplies: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '1 unread message' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '12 unread support replies' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Непрочитанных сообщений: 3' })).toBeVisible();
  },
};
