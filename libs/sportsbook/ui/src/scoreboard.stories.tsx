import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeGame } from '@bet/sportsbook/testing';
import { withI18n } from '@bet/ui/testing';
import { Scoreboard } from './scoreboard';

const meta = {
  title: 'Sportsbook/Scoreboard',
  component: Scoreboard,
  decorators: [withI18n('en')],
  args: {
    game: makeGame(1, {
      team1: 'Arsenal',
      team2: 'Chelsea',
      time: 4025,
      period: 2,
      scores: {
        score1: 2,
        score2: 1,
        periods: [
          { score1: 1, score2: 1 },
          { score1: 1, score2: 0 },
        ],
      },
    }),
  },
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPlay: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Periods' })).toBeTruthy();
  },
};

export const Break: Story = {
  args: {
    game: makeGame(2, {
      team1: 'Real Madrid',
      team2: 'Sevilla',
      status: 3,
      scores: { score1: 1, score2: 1, periods: [{ score1: 1, score2: 1 }] },
    }),
  },
};

export const JustStarted: Story = {
  args: {
    game: makeGame(3, {
      team1: 'CSKA',
      team2: 'SKA',
      time: 30,
      period: 1,
      scores: { score1: 0, score2: 0, periods: [] },
    }),
  },
};
