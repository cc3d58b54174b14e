import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { casinoStateFixture, leaderboardFixture, tournamentFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { TournamentView } from './tournament-view';
import { TournamentsView } from './tournaments-view';
import { withRouter } from './testing/with-router';

const base = casinoStateFixture().tournaments.current;
const loaded = {
  ...base,
  id: 'autumn-race',
  status: 'loaded' as const,
  tournament: tournamentFixture(),
  leaderboard: leaderboardFixture(5),
  updatedAt: 0,
};

const meta = {
  title: 'Casino/TournamentView',
  component: TournamentView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', current: loaded, onRetry: fn() },
} satisfies Meta<typeof TournamentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leaderboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Autumn slot race' })).toBeTruthy();
    const table = canvas.getByRole('table', { name: 'Leaderboard' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('columnheader', { name: 'Points' })).toBeTruthy();
  },
};
export const Loading: Story = { args: { current: { ...base, id: 'x', status: 'pending' } } };
export const NoScores: Story = { args: { current: { ...loaded, leaderboard: [] } } };
export const NotFound: Story = {
  args: { current: { ...base, id: 'x', status: 'notFound' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no such tournament.')).toBeTruthy();
  },
};
export const Failed: Story = {
  args: { current: { ...base, id: 'x', status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongTexts: Story = {
  args: {
    current: {
      ...loaded,
      tournament: tournamentFixture({
        title: 'The Great Autumn Slot Marathon With A Title Long Enough To Wrap',
        description: 'Spin '.repeat(80),
      }),
    },
  },
};
export const Russian: Story = { decorators: [withI18n('ru')] };

/** The list of tournaments (bonus/casino/tournaments) in its states. */
export const List: Story = {
  render: () => (
    <TournamentsView
      language="en"
      status="loaded"
      items={[tournamentFixture(), tournamentFixture({ id: 'winter-cup', title: 'Winter cup', status: 'upcoming' })]}
      onRetry={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tournaments' });
    await expect(within(list).getByRole('link', { name: 'Winter cup' }).getAttribute('href')).toBe(
      '/en/bonus/casino/tournaments/winter-cup',
    );
  },
};
export const ListEmpty: Story = {
  render: () => <TournamentsView language="en" status="loaded" items={[]} onRetry={() => undefined} />,
};
export const ListFailed: Story = {
  render: () => <TournamentsView language="en" status="failed" items={[]} onRetry={() => undefined} />,
};
export const ListLoading: Story = {
  render: () => <TournamentsView language="en" status="pending" items={[]} onRetry={() => undefined} />,
};
