import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeGame, makeScores } from '@bet/sportsbook/testing';
import { withI18n } from '@bet/ui/testing';
import { arsenalChelsea, realSevilla } from './fixtures';
import { Scoreboard } from './scoreboard';

const meta = {
  title: 'Sportsbook/Scoreboard',
  component: Scoreboard,
  decorators: [withI18n()],
  args: {
    game: arsenalChelsea,
  },
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPlay: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Periods' })).toBeTruthy();
  },
};

/** Spec 01 §3 isWideScreenScoreboard: the board spans the page's width. */
export const Wide: Story = {
  args: { wide: true },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Scoreboard' });
    await expect(board).toHaveAttribute('data-wide', 'true');
    await expect(within(board).getByRole('table', { name: 'Periods' })).toBeTruthy();
  },
};

export const Break: Story = {
  args: {
    game: { ...realSevilla, scores: makeScores(1, 1, [[1, 1]]) },
  },
};

export const JustStarted: Story = {
  args: {
    game: makeGame(3, { team1: 'CSKA', team2: 'SKA', time: 30 }),
  },
};

/** Long team names wrap on both sides of the score; the board keeps its width. */
export const LongNames: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    game: {
      ...arsenalChelsea,
      team1: 'Borussia Mönchengladbach Under-23 Reserves',
      team2: 'Wolverhampton Wanderers Women Development Squad',
    },
  },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region');
    await expect(board).toHaveTextContent('Wolverhampton Wanderers Women Development Squad');
    await expect(board.scrollWidth).toBeLessThanOrEqual(board.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { game: { ...arsenalChelsea, team1: 'Спартак Москва', team2: 'Зенит Санкт-Петербург' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Зенит Санкт-Петербург');
  },
};
