import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categoriesFixture, gamesFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { CategoryView } from './category-view';
import { withRouter } from './testing/with-router';

const lobby = { status: 'loaded' as const, categories: categoriesFixture() };
const list = { status: 'loaded' as const, items: gamesFixture(60), total: 1200, more: 'idle' as const };

const meta = {
  title: 'Casino/CategoryView',
  component: CategoryView,
  decorators: [withI18n(), withRouter],
  args: {
    language: 'en',
    title: 'Slots',
    lobby,
    category: 'slots',
    filter: 'all',
    list,
    favouriteIds: new Set<number>(),
    onFilterChange: fn(),
    onToggleFavourite: fn(),
    onRetry: fn(),
    onLobbyRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof CategoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const sections = canvas.getByRole('navigation', { name: 'Casino sections' });
    await expect(within(sections).getByRole('link', { name: 'Live casino' }).getAttribute('href')).toBe(
      '/en/live-casino',
    );
    const subs = canvas.getByRole('navigation', { name: 'Sub-categories' });
    await expect(within(subs).getByRole('link', { name: 'megaways' }).getAttribute('href')).toBe('/en/slots/megaways');
    const filters = canvas.getByRole('group', { name: 'Filter games' });
    await expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Dice' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('dice');
    await expect(canvas.getByText('Games: 1200')).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { list: { status: 'pending', items: [], total: 0, more: 'idle' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading games…' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { list: { status: 'loaded', items: [], total: 0, more: 'idle' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games here yet.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { list: { status: 'failed', items: [], total: 0, more: 'idle' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const MoreFailed: Story = { args: { list: { ...list, more: 'failed' } } };

export const LobbyFailed: Story = {
  args: { lobby: { status: 'failed', categories: [] } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onLobbyRetry).toHaveBeenCalled();
  },
};

export const LongTexts: Story = {
  args: {
    title: 'Games of A Provider With A Rather Long Name That Goes On And On Across The Whole Heading',
    category: undefined,
    list: {
      ...list,
      items: gamesFixture(8, 1, { name: 'An Extraordinarily Long Game Name That Will Not Fit In Any Tile Whatsoever' }),
    },
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { title: 'Слоты' } };
