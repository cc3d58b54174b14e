import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeGame, makeGameList } from '@bet/sportsbook/testing';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import { dayResults, menuState, resultsNow, resultsOf, RESULTS_TODAY } from './results-fixtures';
import { ResultsPage } from './results-page';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'>;

const today = { date: RESULTS_TODAY };

const meta = {
  title: 'Sportsbook/ResultsPage',
  render: (args) => (
    <SportsbookHarness {...args} routePath="/:lang/results/:type?">
      <ResultsPage now={resultsNow} />
    </SportsbookHarness>
  ),
  args: { path: '/en/results', sportsbook: menuState(), sportsbookResults: resultsOf(today, { results: dayResults }) },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'England. Premier League' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sport' }), 'Tennis');
    await expect(canvas.queryByRole('table', { name: 'England. Premier League' })).not.toBeInTheDocument();
  },
};

export const Zone: Story = {
  args: { path: '/en/results/zone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Arsenal – Chelsea' })).toBeInTheDocument();
  },
};

export const Live: Story = {
  args: {
    path: '/en/results/live',
    sportsbook: menuState([
      {
        request: { kind: 'games', section: 'live' },
        answer: makeGameList([
          makeGame(7, {
            team1: 'Inter',
            team2: 'Milan',
            time: 3120,
            period: 2,
            scores: { score1: 1, score2: 0, periods: [] },
          }),
          makeGame(8, {
            team1: 'Ajax',
            team2: 'PSV',
            status: 3,
            time: 2700,
            period: 1,
            scores: { score1: 0, score2: 0, periods: [] },
          }),
        ]),
      },
    ]),
  },
};

export const Loading: Story = { args: { sportsbookResults: resultsOf(today) } };

export const Empty: Story = {
  args: { sportsbookResults: resultsOf(today, { results: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No finished games on this day.')).toBeInTheDocument();
  },
};

export const FailedWithRetry: Story = {
  args: { sportsbookResults: resultsOf(today, { failed: 'HTTP 503' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Russian: Story = {
  args: { language: 'ru', path: '/ru/results' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Результаты');
  },
};
