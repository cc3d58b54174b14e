import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFrame, withI18n } from '@bet/ui/testing';
import { MediaView } from './media-view';

const meta = {
  title: 'Media/MediaView',
  component: MediaView,
  decorators: [withI18n(), withFrame({ maxWidth: 480 })],
  args: { title: 'Video: Arsenal – Chelsea', src: 'about:blank', needsSignIn: false, onSignIn: fn() },
} satisfies Meta<typeof MediaView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Video: Arsenal – Chelsea');
    // Scripts only: never our origin, no navigation of the page, no pop-ups.
    await expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  },
};

export const VisitorAskedToSignIn: Story = {
  args: { src: null, needsSignIn: true },
  play: async ({ args, canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Video: Arsenal – Chelsea' });
    await expect(note.textContent).toContain('Sign in to watch the match');
    await userEvent.click(within(note).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Waiting: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Video: Arsenal – Chelsea' })).toBeTruthy();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { title: 'Видео: Спартак – Зенит', src: null, needsSignIn: true },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Видео: Спартак – Зенит' });
    await expect(within(note).getByRole('button')).toBeTruthy();
  },
};

/** A long game name in the sign-in note wraps inside the 480px frame. */
export const LongTitle: Story = {
  args: {
    title: 'Video: Borussia Mönchengladbach Under-23 Reserves – Wolverhampton Wanderers Women Development Squad',
    src: null,
    needsSignIn: true,
  },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: /^Video: Borussia/ });
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
  },
};
