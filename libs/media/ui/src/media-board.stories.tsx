import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { MediaBoard } from './media-board';
import { MediaView } from './media-view';

const view = (title: string) => <MediaView title={title} src="about:blank" needsSignIn={false} onSignIn={fn()} />;

const meta = {
  title: 'Media/MediaBoard',
  component: MediaBoard,
  decorators: [withI18n()],
  args: {
    items: [
      { id: 'video:1:v1', title: 'Video: Arsenal – Chelsea', view: view('Video: Arsenal – Chelsea') },
      { id: 'zone:1:z1', title: 'Match zone: Arsenal – Chelsea', view: view('Match zone: Arsenal – Chelsea') },
    ],
    onFloat: fn(),
    onFullscreen: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MediaBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoAndZone: Story = {
  play: async ({ args, canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Video and match zone' });
    const video = within(board).getByRole('figure', { name: 'Video: Arsenal – Chelsea' });
    await userEvent.click(within(video).getByRole('button', { name: 'Move to the floating player' }));
    await expect(args.onFloat).toHaveBeenCalledWith('video:1:v1');
    const zone = within(board).getByRole('figure', { name: 'Match zone: Arsenal – Chelsea' });
    await userEvent.click(within(zone).getByRole('button', { name: 'Full screen' }));
    await expect(args.onFullscreen).toHaveBeenCalledWith('zone:1:z1');
    await userEvent.click(within(zone).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('zone:1:z1');
  },
};

export const Empty: Story = {
  // Nothing is drawn: the frame shows the empty place.
  decorators: [withFrame({ minHeight: 24 })],
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
