import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gamesFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { EAGER_TILES, GameGrid, GRID_STEP } from './game-grid';
import { withRouter } from './testing/with-router';

const twoThousand = gamesFixture(2000);

const meta = {
  title: 'Casino/GameGrid',
  component: GameGrid,
  decorators: [withI18n(), withRouter],
  args: {
    games: twoThousand,
    language: 'en',
    label: 'Games',
    favouriteIds: new Set([2]),
    onToggleFavourite: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 14: a lobby of 2,000 games draws its first screen at once and the rest as the player goes. */
export const TwoThousandGames: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(GRID_STEP);
    const images = [...list.querySelectorAll('img')];
    await expect(images.filter((image) => image.getAttribute('loading') === 'eager')).toHaveLength(EAGER_TILES);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(GRID_STEP * 2);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const ServerHasMore: Story = {
  args: { games: gamesFixture(12), hasMore: true },
  play: async ({ args, canvasElement }) => {
    // In a browser the control is in view, so the observer may ask first: at least once.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { games: gamesFixture(12), hasMore: true, loadingMore: true } };

export const Visitor: Story = {
  args: { games: gamesFixture(6), favouriteIds: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No games (a filter that matches none): an empty list, no "Show more". */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { games: gamesFixture(40), language: 'ru', label: 'Игры' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Игры' })).toBeTruthy();
  },
};
