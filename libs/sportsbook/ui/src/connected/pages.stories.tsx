import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeSportsbookState } from '@bet/sportsbook/testing';
import { arsenalChelsea, gamePageList, liveFootball, menuOf, readySportsbook } from '../fixtures';
import { SportsbookGamePage } from './game-page';
import { SportsbookHomePage } from './home-page';
import { SportsbookListingPage } from './listing-page';
import { SportsbookHarness, type SportsbookHarnessProps } from './sportsbook-store-harness';

/** A connected page in a real store (no feed saga: each feed stays as prepared). */
function Page({
  page,
  pageType = 'home',
  ...harness
}: Omit<SportsbookHarnessProps, 'children'> & { page: 'home' | 'listing' | 'game'; pageType?: string }) {
  const element =
    page === 'home' ? (
      <SportsbookHomePage intro={<h1>Welcome to Orbit Bet</h1>} />
    ) : page === 'game' ? (
      <SportsbookGamePage pageType={pageType} />
    ) : (
      <SportsbookListingPage pageType={pageType} />
    );
  return <SportsbookHarness {...harness}>{element}</SportsbookHarness>;
}

const LISTING = '/:lang/:pageType/:section/:menuSection?/:sport?/:champ?';

const meta = {
  title: 'Sportsbook/Pages',
  component: Page,
  args: { page: 'listing', sportsbook: readySportsbook(), path: '/en/home/live/sports/1-football', routePath: LISTING },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  args: { page: 'home', path: '/en/', routePath: '*' },
};

export const SportLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Arsenal – Chelsea: 1, 1.85' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { sportsbook: makeSportsbookState([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: /^Loading/ }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: {
    sportsbook: makeSportsbookState([
      menuOf('live'),
      { request: liveFootball, answer: { version: 1, full: true, gameIds: [], games: [], markets: [] } },
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no games here right now.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { sportsbook: makeSportsbookState([menuOf('live'), { request: liveFootball, failed: 'HTTP 503' }]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The games could not load.')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

export const Russian: Story = {
  args: { language: 'ru', path: '/ru/home/live/sports/1-football' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Arsenal – Chelsea: / }).length).toBeGreaterThan(
      0,
    );
  },
};

export const ThemeEpl: Story = {
  args: { pageType: 'epl', path: '/en/epl/live/sports/1-football' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Premier League')).toBeTruthy();
  },
};

export const ThemeLaLiga: Story = {
  args: { pageType: 'laliga', path: '/en/laliga/live/sports/1-football' },
};

export const ThemeEuropaLeague: Story = {
  args: { pageType: 'europaleague', path: '/en/europaleague/live/sports/1-football' },
};

export const ThemeChamp: Story = {
  args: { pageType: 'champ', path: '/en/champ/live/sports/1-football' },
};

export const GameLive: Story = {
  args: {
    page: 'game',
    sportsbook: readySportsbook([
      { request: { kind: 'game', gameId: 1, section: 'live' }, answer: gamePageList(arsenalChelsea) },
    ]),
    path: '/en/home/live/sports/1-football/101-england-premier-league/1-arsenal-chelsea',
    routePath: '/:lang/:pageType/:section/:menuSection/:sport/:champ/:game',
  },
};
