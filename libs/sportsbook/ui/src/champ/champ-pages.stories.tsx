import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import { ChampFinalPage } from './champ-final-page';
import { ChampHomePage } from './champ-home-page';
import { champFinalState, champHomeState } from './champ-fixtures';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'>;

/** Spec 01 §2 champ home (issue 18): the featured tournament's landing page, in the champ theme. */
const meta = {
  title: 'Sportsbook/ChampPages',
  render: (args) => (
    <SportsbookHarness {...args} routePath="/:lang/champ/home">
      <ChampHomePage />
    </SportsbookHarness>
  ),
  args: { path: '/en/champ/home', sportsbook: champHomeState() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const renderFinal: Story['render'] = (args) => (
  <SportsbookHarness {...args} routePath="/:lang/champ/final">
    <ChampFinalPage />
  </SportsbookHarness>
);

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'World Championship' })).toBeTruthy();
    const links = page.getByRole('navigation', { name: 'Tournament pages' });
    await expect(within(links).getByRole('link', { name: 'All games of the tournament' })).toHaveAttribute(
      'href',
      '/en/champ/line/sports/2-ice-hockey/203-world-championship',
    );
    await expect(within(links).getByRole('link', { name: 'The final' })).toHaveAttribute('href', '/en/champ/final');
    const live = page.getByRole('region', { name: 'Live now' });
    await expect(within(live).getByRole('link', { name: 'Canada – Finland' })).toBeTruthy();
    const line = page.getByRole('region', { name: 'Upcoming games' });
    await expect(within(line).getByRole('link', { name: 'Switzerland – USA' })).toHaveAttribute(
      'href',
      '/en/champ/line/sports/2-ice-hockey/203-world-championship/23-switzerland-usa',
    );
  },
};

export const HomeLoading: Story = {
  args: { sportsbook: champHomeState('loading') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'World Championship' })).toBeTruthy();
    await expect(page.getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const HomeEmpty: Story = {
  args: { sportsbook: champHomeState('empty') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No game of the tournament is in play now.')).toBeTruthy();
    await expect(page.getByText('The tournament has no upcoming games in the line.')).toBeTruthy();
  },
};

export const HomeFailed: Story = {
  args: { sportsbook: champHomeState('HTTP 500') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('button', { name: 'Try again' }).length).toBe(2);
  },
};

export const HomeRussian: Story = {
  args: { language: 'ru', path: '/ru/champ/home' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('region', { name: 'Предстоящие матчи' })).toBeTruthy();
    await expect(page.getByRole('link', { name: 'Финал' })).toHaveAttribute('href', '/ru/champ/final');
  },
};

/** Spec 01 §2 champ final: the tournament's last scheduled game with its markets, crumbs back to champ/home. */
export const Final: Story = {
  args: { path: '/en/champ/final', sportsbook: champFinalState() },
  render: renderFinal,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('The final of World Championship')).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: 'Switzerland – USA' })).toBeTruthy();
    const markets = page.getByRole('group', { name: 'Markets' });
    await expect(within(markets).getAllByRole('button').length).toBeGreaterThan(0);
    const crumbs = page.getByRole('navigation', { name: 'Tournament' });
    await expect(within(crumbs).getByRole('link', { name: 'World Championship' })).toHaveAttribute(
      'href',
      '/en/champ/home',
    );
  },
};

export const FinalLoading: Story = {
  args: { path: '/en/champ/final', sportsbook: champFinalState('loading') },
  render: renderFinal,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'The final' })).toBeTruthy();
    await expect(page.getByRole('status')).toBeTruthy();
  },
};

export const FinalNotScheduled: Story = {
  args: { path: '/en/champ/final', sportsbook: champFinalState('empty') },
  render: renderFinal,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No final is scheduled yet.')).toBeTruthy();
  },
};

export const FinalFailed: Story = {
  args: { path: '/en/champ/final', sportsbook: champFinalState('HTTP 500') },
  render: renderFinal,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('The tournament could not load.')).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

export const FinalRussian: Story = {
  args: { language: 'ru', path: '/ru/champ/final', sportsbook: champFinalState('empty') },
  render: renderFinal,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Финал ещё не назначен.')).toBeTruthy();
  },
};
