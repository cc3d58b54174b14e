import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedState } from './feed-state';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Sportsbook/FeedState',
  component: FeedState,
  decorators: [withI18n()],
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

/** Issue 17: the odds on screen after a failed update: kept, marked as possibly out of date. */
export const OddsOutOfDate: Story = {
  args: { status: { status: 'failed', error: 'HTTP 503' }, hasData: true },
  play: async ({ args, canvasElement }) => {
    const marker = within(canvasElement).getByRole('status');
    await expect(marker).toHaveTextContent('The odds shown may be out of date.');
    await userEvent.click(within(marker).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An update later than its interval: the same marker until it comes. */
export const UpdateLate: Story = {
  args: { status: { status: 'ready', late: true }, hasData: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The update is late');
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { status: { status: 'failed', error: 'HTTP 503' } },
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
