import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { FloatingPlayer } from './floating-player';
import { MediaView } from './media-view';
import { withRouter } from './story-router';

const meta = {
  title: 'Media/FloatingPlayer',
  component: FloatingPlayer,
  decorators: [withI18n(), withRouter],
  args: {
    title: 'Video: Arsenal – Chelsea',
    position: null,
    gameLink: '/en/home/live/sports/1-football/10-england/9001-arsenal-chelsea',
    onMove: fn(),
    onFullscreen: fn(),
    onClose: fn(),
    children: <MediaView title="Video: Arsenal – Chelsea" src="about:blank" needsSignIn={false} onSignIn={fn()} />,
  },
} satisfies Meta<typeof FloatingPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InItsCorner: Story = {
  play: async ({ args, canvasElement }) => {
    const player = within(canvasElement).getByRole('region', { name: 'Floating player: Video: Arsenal – Chelsea' });
    await expect(within(player).getByRole('link', { name: 'Open the game: Video: Arsenal – Chelsea' })).toBeTruthy();
    await userEvent.click(within(player).getByRole('button', { name: 'Full screen' }));
    await expect(args.onFullscreen).toHaveBeenCalledTimes(1);
    await userEvent.click(within(player).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const MovedWithTheKeyboard: Story = {
  args: { position: { x: 200, y: 120 } },
  play: async ({ args, canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Move the player (arrow keys)' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMove).toHaveBeenCalledTimes(1);
  },
};

export const WithoutGameLink: Story = {
  args: { gameLink: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

const longTitle = 'Video: Borussia Mönchengladbach Under-23 Reserves – Wolverhampton Wanderers Women Development Squad';

/** A long game name is cut with an ellipsis in the bar; the buttons stay in the player. */
export const LongTitle: Story = {
  args: {
    title: longTitle,
    children: <MediaView title={longTitle} src="about:blank" needsSignIn={false} onSignIn={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const player = within(canvasElement).getByRole('region', { name: `Floating player: ${longTitle}` });
    const close = within(player).getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    await expect(player.scrollWidth).toBeLessThanOrEqual(player.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { title: 'Видео: Спартак – Зенит' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: /Видео: Спартак – Зенит/ })).toBeTruthy();
  },
};
