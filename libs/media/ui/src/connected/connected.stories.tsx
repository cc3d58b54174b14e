import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MediaEntity, toMedia } from '@bet/media';
import { gameMediaFixture } from '@bet/media/testing';
import { StoreHarness } from '@bet/ui/testing';
import { mediaUiReducers, mediaUiState, type MediaUiStateOptions } from '../testing';
import { ConnectedMediaBoard } from './connected-media-board';
import { ConnectedMediaIcons } from './connected-media-icons';
import { MediaHost } from './media-host';

/** The live game of these stories: Arsenal – Chelsea (9001), covered with a video and a zone. */
const GAME = { gameId: 9001, sportId: 1, game: 'Arsenal – Chelsea', gameLink: '/en/home/live/9001' };
const LIVE = [gameMediaFixture(9001)];

function Scene({ place, state }: { place: 'row' | 'page'; state: MediaUiStateOptions }) {
  return (
    <StoreHarness reducer={mediaUiReducers} preloadedState={mediaUiState({ live: LIVE, ...state })}>
      <ConnectedMediaIcons {...GAME} place={place} />
      {place === 'page' ? <ConnectedMediaBoard gameId={GAME.gameId} isLive /> : null}
      <MediaHost />
    </StoreHarness>
  );
}

const meta = {
  title: 'Media/Connected',
  component: Scene,
  args: { place: 'row', state: {} },
} satisfies Meta<typeof Scene>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowOpensFloatingVideoAndSideZone: Story = {
  args: { place: 'row', state: { videoToken: 'video.token.1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Video: Arsenal – Chelsea', pressed: false }));
    const player = await canvas.findByRole('region', { name: 'Floating player: Video: Arsenal – Chelsea' });
    const frame = within(player).getByTitle('Video: Arsenal – Chelsea');
    await expect(frame.getAttribute('src')).toBe('http://media.test/video/v9001?token=video.token.1&lang=en');
    await userEvent.click(canvas.getByRole('button', { name: 'Match zone: Arsenal – Chelsea', pressed: false }));
    const side = await canvas.findByRole('list', { name: 'Match zones' });
    await expect(within(side).getByTitle('Match zone: Arsenal – Chelsea').getAttribute('src')).toBe(
      'http://media.test/zone/z9001?lang=en',
    );
    await userEvent.click(within(player).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Floating player/ })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Video: Arsenal – Chelsea', pressed: false })).toBeTruthy();
  },
};

export const PageBoardToFloatingAndFullscreen: Story = {
  args: { place: 'page', state: { videoToken: 'video.token.1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Video: Arsenal – Chelsea' }));
    const figure = await canvas.findByRole('figure', { name: 'Video: Arsenal – Chelsea' });
    await userEvent.click(within(figure).getByRole('button', { name: 'Move to the floating player' }));
    const player = await canvas.findByRole('region', { name: 'Floating player: Video: Arsenal – Chelsea' });
    await expect(canvas.queryByRole('region', { name: 'Video and match zone' })).toBeNull();
    await userEvent.click(within(player).getByRole('button', { name: 'Full screen' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Full screen: Video: Arsenal – Chelsea' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exit full screen' }));
    await expect(await canvas.findByRole('region', { name: /^Floating player/ })).toBeTruthy();
  },
};

export const VisitorAskedToSignInForVideo: Story = {
  args: { place: 'page', state: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Video: Arsenal – Chelsea' }));
    const note = await canvas.findByRole('note', { name: 'Video: Arsenal – Chelsea' });
    await expect(within(note).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  },
};

export const KeptSideZoneAndMovedPlayer: Story = {
  args: {
    place: 'row',
    state: {
      videoToken: 'video.token.1',
      floatingPosition: { x: 40, y: 80 },
      selected: [
        toMedia(
          new MediaEntity({
            type: 'video',
            target: 'floating',
            gameId: 9001,
            sportId: 1,
            videoId: 'v9001',
            title: 'Arsenal – Chelsea',
          }),
        ),
        toMedia(
          new MediaEntity({
            type: 'zone',
            target: 'side',
            gameId: 9001,
            sportId: 1,
            zoneId: 'z9001',
            title: 'Arsenal – Chelsea',
            autoClearable: false,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('region', { name: 'Floating player: Video: Arsenal – Chelsea' });
    await expect(player.style.left).toBe('40px');
    await expect(canvas.getByRole('button', { name: 'Match zone: Arsenal – Chelsea', pressed: true })).toBeTruthy();
  },
};
