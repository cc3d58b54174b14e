import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { liveGames } from './fixtures';
import { GameRow } from './game-row';
import { GameTable } from './game-table';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';
import { OddsButton } from './odds-button';
import { withRouter } from './story-router';

const meta = {
  title: 'Sportsbook/GameTable',
  component: GameTable,
  decorators: [withRouter, withI18n()],
  args: {
    groups: [
      {
        champId: 101,
        title: 'England. Premier League',
        href: '/en/home/live/sports/1-football/101-england-premier-league',
        gameIds: [1, 2],
      },
      {
        champId: 102,
        title: 'Spain. La Liga',
        href: '/en/home/live/sports/1-football/102-spain-la-liga',
        gameIds: [3],
      },
    ],
    renderRow: (id: number) => {
      const game = liveGames.find((item) => item.id === id);
      if (!game) return null;
      const name = `${game.team1} – ${game.team2}`;
      return (
        <GameRow
          key={id}
          game={game}
          href={`/en/home/live/sports/1-football/101/${id}`}
          shownMarkets={3}
          odds={['1', 'X', '2'].map((outcome) => (
            <OddsButton key={outcome} gameName={name} outcome={outcome} coefText="1.85" onToggle={fn()} />
          ))}
        />
      );
    },
  },
} satisfies Meta<typeof GameTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByChampionship: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'England. Premier League' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { groups: [] },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
