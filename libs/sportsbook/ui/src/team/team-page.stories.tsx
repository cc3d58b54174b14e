import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import { TeamGamePage } from './team-game-page';
import { TeamPage } from './team-page';
import { teamGameState, teamPageState } from './team-fixtures';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'>;

/** Spec 01 §2 team info page (issue 18): who the team is, its games in play and coming, its last results. */
const meta = {
  title: 'Sportsbook/TeamPage',
  render: (args) => (
    <SportsbookHarness {...args} routePath="/:lang/team/:teamId">
      <TeamPage />
    </SportsbookHarness>
  ),
  args: { path: '/en/team/10101', sportsbook: teamPageState() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Arsenal' })).toBeTruthy();
    await expect(page.getByText('Sport: Football')).toBeTruthy();
    const champs = page.getByRole('navigation', { name: 'Championships' });
    await expect(within(champs).getByRole('link', { name: 'England. Premier League' })).toHaveAttribute(
      'href',
      '/en/home/line/sports/1-football/101-england-premier-league',
    );
    // A row opens the game under the team (spec 01 §2 team game page).
    const live = page.getByRole('region', { name: 'Live now' });
    await expect(within(live).getByRole('link', { name: 'Arsenal – Chelsea' })).toHaveAttribute(
      'href',
      '/en/team/10101/game/1',
    );
    const line = page.getByRole('region', { name: 'Upcoming games' });
    await expect(within(line).getByRole('link', { name: 'Brighton – Arsenal' })).toHaveAttribute(
      'href',
      '/en/team/10101/game/11',
    );
    await expect(page.getByRole('table', { name: 'Last results' })).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { sportsbook: teamPageState({ info: 'loading' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeTruthy();
    await expect(page.getByRole('status')).toBeTruthy();
  },
};

export const NoGames: Story = {
  args: { sportsbook: teamPageState({ games: 'none' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No game of this team is in play now.')).toBeTruthy();
    await expect(page.getByText('This team has no upcoming games in the line.')).toBeTruthy();
  },
};

export const FailedWithRetry: Story = {
  args: { sportsbook: teamPageState({ info: 'HTTP 500' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('The team could not load.')).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

export const Russian: Story = {
  args: { language: 'ru', path: '/ru/team/10101' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('region', { name: 'Предстоящие матчи' })).toBeTruthy();
    await expect(page.getByText('Вид спорта: Football')).toBeTruthy();
  },
};

/** Spec 01 §2 team game page: the game, its teams' pages and the crumbs back to the team. */
export const TeamGame: Story = {
  args: { path: '/en/team/10101/game/1', sportsbook: teamGameState() },
  render: (args) => (
    <SportsbookHarness {...args} routePath="/:lang/team/:teamId/game/:gameId">
      <TeamGamePage />
    </SportsbookHarness>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Arsenal – Chelsea' })).toBeTruthy();
    const crumbs = page.getByRole('navigation', { name: 'Team' });
    await expect(within(crumbs).getByRole('link', { name: 'Arsenal' })).toHaveAttribute('href', '/en/team/10101');
    const teams = page.getByRole('navigation', { name: 'Team pages' });
    await expect(within(teams).getByRole('link', { name: 'Chelsea: team page' })).toHaveAttribute(
      'href',
      '/en/team/10102',
    );
  },
};
