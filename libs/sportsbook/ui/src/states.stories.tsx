import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedState } from './feed-state';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Sportsbook/FeedState',
  component: FeedState,
  decorators: [withI18n('en')],
  args: { status: { status: 'loading' }, hasData: false, onRetry: fn() },
} satisfies Meta<typeof FeedState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Empty: Story = {
  args: { status: { status: 'ready' } },
};

export const Failed: Story = {
  args: { status: { status: 'failed', error: 'HTTP 503' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const GameGone: Story = {
  args: {
    status: { status: 'failed', error: 'HTTP 404', httpStatus: 404 },
    errorText: 'This game is no longer available.',
  },
};
