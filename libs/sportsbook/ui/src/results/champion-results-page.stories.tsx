import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChampionResultsPage } from './champion-results-page';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import { dayResults, menuState, RESULTS_NOW, resultsNow, resultsOf } from './results-fixtures';
import { DEFAULT_ZONE_OFFSET_MINUTES } from '@bet/time-settings';
import { spanFilter } from './span-filter';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'>;

const meta = {
  title: 'Sportsbook/ChampionResultsPage',
  render: (args) => (
    <SportsbookHarness {...args} routePath="/:lang/champs/:champId?">
      <ChampionResultsPage now={resultsNow} />
    </SportsbookHarness>
  ),
  args: {
    path: '/en/champs',
    sportsbook: menuState(),
    sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES), { results: dayResults }),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Championships: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /England\. Premier League/ })).toHaveAttribute(
      'href',
      '/en/champs/101',
    );
  },
};

export const OneChampionship: Story = {
  args: {
    path: '/en/champs/101',
    sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES, 101), {
      results: dayResults.filter((result) => result.champId === 101),
    }),
  },
};

export const Loading: Story = {
  args: { sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES)) },
};

export const Empty: Story = {
  args: { sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES), { results: [] }) },
};

export const FailedWithRetry: Story = {
  args: { sportsbookResults: resultsOf(spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES), { failed: 'HTTP 500' }) },
};
