import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gamesFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { MyCasinoView } from './my-casino-view';
import { withRouter } from './testing/with-router';

const meta = {
  title: 'Casino/MyCasinoView',
  component: MyCasinoView,
  decorators: [withI18n(), withRouter],
  args: {
    language: 'en',
    signedIn: true,
    favouritesOnly: false,
    favourites: { status: 'loaded', items: gamesFixture(2, 10) },
    recent: { status: 'loaded', items: gamesFixture(3) },
    onToggleFavourite: fn(),
    onRetryFavourites: fn(),
    onRetryRecent: fn(),
  },
} satisfies Meta<typeof MyCasinoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const favourites = canvas.getByRole('region', { name: 'Favourites' });
    await expect(within(favourites).getAllByRole('article')).toHaveLength(2);
    const recent = canvas.getByRole('region', { name: 'Recently played' });
    await userEvent.click(within(recent).getByRole('button', { name: 'Favourite: Golden Reels 1' }));
    await expect(args.onToggleFavourite).toHaveBeenCalled();
  },
};

export const FavouritesOnly: Story = {
  args: { favouritesOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Recently played' })).toBeNull();
  },
};

export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    // Back to this page once signed in (the story's router is at /).
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/user/login?return_url=%2F',
    );
  },
};

export const Empty: Story = {
  args: { favourites: { status: 'loaded', items: [] }, recent: { status: 'loaded', items: [] } },
};

export const Loading: Story = {
  args: { favourites: { status: 'pending', items: [] }, recent: { status: 'idle', items: [] } },
};

export const Failed: Story = {
  args: { favourites: { status: 'failed', items: [] } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryFavourites).toHaveBeenCalled();
  },
};

export const Russian: Story = { decorators: [withI18n('ru')] };
