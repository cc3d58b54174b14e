import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { MediaView } from './media-view';
import { SideZones } from './side-zones';
import { withRouter } from './story-router';

const zone = (id: string, game: string) => ({
  id,
  title: `Match zone: ${game}`,
  gameLink: '/en/home/live',
  view: <MediaView title={`Match zone: ${game}`} src="about:blank" needsSignIn={false} onSignIn={fn()} />,
});

const meta = {
  title: 'Media/SideZones',
  component: SideZones,
  decorators: [withI18n(), withRouter],
  args: { items: [zone('zone:1:z1', 'Arsenal – Chelsea'), zone('zone:2:z2', 'Milan – Inter')], onClose: fn() },
} satisfies Meta<typeof SideZones>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoZones: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Match zones' });
    const second = within(list).getByRole('listitem', { name: 'Match zone: Milan – Inter' });
    await userEvent.click(within(second).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('zone:2:z2');
  },
};

export const None: Story = {
  // Nothing is drawn: the frame shows the empty place.
  decorators: [withFrame({ minHeight: 24 })],
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
