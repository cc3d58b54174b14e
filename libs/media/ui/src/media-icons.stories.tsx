import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { MediaIcons } from './media-icons';

const meta = {
  title: 'Media/MediaIcons',
  component: MediaIcons,
  decorators: [withI18n()],
  args: {
    game: 'Arsenal – Chelsea',
    hasVideo: true,
    hasZone: true,
    videoShown: false,
    zoneShown: false,
    onVideo: fn(),
    onZone: fn(),
  },
} satisfies Meta<typeof MediaIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoAndZone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Media: Arsenal – Chelsea' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Video: Arsenal – Chelsea', pressed: false }));
    await expect(args.onVideo).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Match zone: Arsenal – Chelsea', pressed: false }));
    await expect(args.onZone).toHaveBeenCalledTimes(1);
  },
};

export const VideoShown: Story = {
  args: { videoShown: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Video: Arsenal – Chelsea', pressed: true }),
    ).toBeTruthy();
  },
};

export const ZoneOnly: Story = {
  args: { hasVideo: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Video/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Match zone: Arsenal – Chelsea' })).toBeTruthy();
  },
};

export const NoMedia: Story = {
  // Nothing is drawn: the frame shows the empty place.
  decorators: [withFrame({ minHeight: 24 })],
  args: { hasVideo: false, hasZone: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
