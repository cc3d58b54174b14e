import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeSportsbookState } from '@bet/sportsbook/testing';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import { cyberGamePage, cyberLive, cyberState } from './cyber-fixtures';
import { CYBER_ROUTES, type CyberView } from './cyber-links';
import { CyberPage } from './cyber-page';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'> & { view: CyberView };

const meta = {
  title: 'Sportsbook/CyberPage',
  render: ({ view, ...args }) => (
    <SportsbookHarness {...args} routePath={`/:lang/${CYBER_ROUTES[view]}`}>
      <CyberPage view={view} />
    </SportsbookHarness>
  ),
  args: { view: 'all', path: '/en/cyber/live', sportsbook: cyberState() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'NaVi – FaZe' })).toHaveAttribute(
      'href',
      '/en/cyber/live/game/71',
    );
  },
};

export const AllLine: Story = { args: { path: '/en/cyber/line' } };

export const Discipline: Story = {
  args: { view: 'discipline', path: '/en/cyber/live/discipline/40-counter-strike-2' },
};

export const Championships: Story = { args: { view: 'champs', path: '/en/cyber/live/champs' } };

export const Dashboard: Story = { args: { view: 'dashboard', path: '/en/cyber/live/dashboard' } };

export const Championship: Story = { args: { view: 'champ', path: '/en/cyber/live/champ/4001' } };

export const Game: Story = {
  args: { view: 'game', path: '/en/cyber/live/game/71', sportsbook: cyberState([cyberGamePage]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Scoreboard' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { sportsbook: makeSportsbookState([{ request: cyberLive }]) } };

export const Empty: Story = {
  args: {
    sportsbook: makeSportsbookState([
      { request: cyberLive, answer: { version: 1, full: true, gameIds: [], games: [], markets: [] } },
    ]),
  },
};

export const FailedWithRetry: Story = {
  args: { sportsbook: makeSportsbookState([{ request: cyberLive, failed: 'HTTP 500' }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Russian: Story = { args: { language: 'ru', path: '/ru/cyber/live' } };
