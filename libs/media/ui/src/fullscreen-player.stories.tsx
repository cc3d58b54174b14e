import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';
import { FullscreenPlayer } from './fullscreen-player';
import { MediaView } from './media-view';

const meta = {
  title: 'Media/FullscreenPlayer',
  component: FullscreenPlayer,
  decorators: [withI18n()],
  args: {
    title: 'Video: Arsenal – Chelsea',
    onExit: fn(),
    children: <MediaView title="Video: Arsenal – Chelsea" src="about:blank" needsSignIn={false} onSignIn={fn()} />,
  },
} satisfies Meta<typeof FullscreenPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Full screen: Video: Arsenal – Chelsea' });
    const exit = within(dialog).getByRole('button', { name: 'Exit full screen' });
    await expect(exit).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onExit).toHaveBeenCalledTimes(1);
    await userEvent.click(exit);
    await expect(args.onExit).toHaveBeenCalledTimes(2);
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
