import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playerMessageFixture } from '@bet/support/testing';
import { withI18n } from '@bet/ui/testing';
import { Inbox } from './inbox';

const meta = {
  title: 'Support/Inbox',
  component: Inbox,
  decorators: [withI18n()],
  args: {
    messages: [playerMessageFixture({ id: 2, title: 'A free bet for you' }), playerMessageFixture({ read: true })],
    status: 'idle',
    loaded: true,
    openId: null,
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof Inbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your messages' });
    await userEvent.click(within(list).getByRole('button', { name: /A free bet for you/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
  },
};

export const Opened: Story = {
  args: { openId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Welcome to Orbit Bet/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Thank you for joining us.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loaded: false, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your messages' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { messages: [], loaded: false, status: 'failed' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongTexts: Story = {
  args: {
    openId: 3,
    messages: [
      playerMessageFixture({
        id: 3,
        title: 'An unusually long title of a message from the operator '.repeat(3),
        text: 'Text. '.repeat(200),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Ваши сообщения' })).toBeVisible();
  },
};
