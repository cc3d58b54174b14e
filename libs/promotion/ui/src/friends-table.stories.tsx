import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bringFriendFixture } from '@bet/promotion/testing';
import { withI18n } from '@bet/ui/testing';
import { FriendsTable } from './friends-table';

const meta = {
  title: 'Promotion/FriendsTable',
  component: FriendsTable,
  decorators: [withI18n()],
  args: { friends: bringFriendFixture().friends, status: 'idle', loaded: true, onRetry: fn() },
} satisfies Meta<typeof FriendsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Your friends' });
    await expect(within(table).getByRole('rowheader', { name: 'Ma***' })).toBeVisible();
    await expect(within(table).getAllByText(/5\.00/)).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { friends: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No friend has registered through your link yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { friends: [], loaded: false, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Your friends' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { friends: [], loaded: false, status: 'failed' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Ваши друзья' })).toBeVisible();
  },
};
