import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { casinoStateFixture, gamesFixture, providersFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { SearchView } from './search-view';
import { withRouter } from './testing/with-router';

const idle = casinoStateFixture().search;
const loaded = {
  ...idle,
  query: 'golden',
  status: 'loaded' as const,
  answeredQuery: 'golden',
  games: gamesFixture(24),
  providers: providersFixture().slice(0, 1),
};

const meta = {
  title: 'Casino/SearchView',
  component: SearchView,
  decorators: [withI18n(), withRouter],
  args: {
    language: 'en',
    query: 'golden',
    search: loaded,
    favouriteIds: null,
    onQueryChange: fn(),
    onToggleFavourite: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SearchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = within(canvas.getByRole('search')).getByRole('searchbox', { name: 'Game or provider' });
    await userEvent.type(field, 's');
    await expect(args.onQueryChange).toHaveBeenCalledWith('goldens');
    await expect(canvas.getByRole('status')).toHaveTextContent('Games found: 24');
    await expect(within(canvas.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(
      24,
    );
    await expect(canvas.getByRole('link', { name: 'Nebula Play' }).getAttribute('href')).toBe(
      '/en/providers/nebula-play',
    );
  },
};

export const TooShort: Story = {
  args: { query: 'g', search: { ...idle, query: 'g' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Game or provider' });
    await expect(field).toHaveAccessibleDescription('Type at least 2 characters.');
  },
};

export const Searching: Story = { args: { search: { ...idle, query: 'golden', status: 'waiting' } } };

export const Nothing: Story = {
  args: { query: 'zzzz', search: { ...loaded, query: 'zzzz', answeredQuery: 'zzzz', games: [], providers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing found for “zzzz”.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { search: { ...idle, query: 'golden', status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongQuery: Story = {
  args: {
    query: 'an extraordinarily long query that a player typed looking for something',
    search: {
      ...loaded,
      answeredQuery: 'an extraordinarily long query that a player typed looking for something',
      games: [],
      providers: [],
    },
  },
};

export const Russian: Story = { decorators: [withI18n('ru')] };
