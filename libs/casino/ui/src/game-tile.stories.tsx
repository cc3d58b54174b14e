import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { GameTile } from './game-tile';
import { withRouter } from './testing/with-router';

const meta = {
  title: 'Casino/GameTile',
  component: GameTile,
  decorators: [withI18n(), withRouter, (Story) => <div style={{ width: '12rem' }}>{Story()}</div>],
  args: { game: gameFixture({ id: 12, isNew: true }), language: 'en', isFavourite: false, onToggleFavourite: fn() },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'ru'] }, game: { control: 'object' } },
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('article', { name: 'Golden Reels 12' });
    await expect(
      within(tile)
        .getByRole('link', { name: /Golden Reels 12/ })
        .getAttribute('href'),
    ).toBe('/en/slots/game/12/golden-reels-12');
    const image = tile.querySelector('img');
    await expect(image?.getAttribute('width')).toBe('200');
    await expect(image?.getAttribute('height')).toBe('150');
    await expect(image?.getAttribute('loading')).toBe('lazy');
    const toggle = canvas.getByRole('button', { name: 'Favourite: Golden Reels 12' });
    await expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, true);
  },
};

export const Favourite: Story = {
  args: { isFavourite: true, eager: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favourite: Golden Reels 12' });
    await expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await expect(canvasElement.querySelector('img')?.getAttribute('loading')).toBe('eager');
    await userEvent.click(toggle);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, false);
  },
};

export const Visitor: Story = {
  args: { isFavourite: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongName: Story = {
  args: {
    game: gameFixture({
      id: 7,
      name: 'The Extraordinarily Long Named Megaways Treasure of the Forgotten Pharaohs Deluxe Edition',
      providerName: 'A Provider With A Rather Long Name Indeed',
      isHot: true,
    }),
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { isFavourite: true } };
