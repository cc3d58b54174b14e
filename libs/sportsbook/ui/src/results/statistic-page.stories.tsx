import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import { dayResults, menuState, RESULTS_NOW, resultsNow, resultsOf } from './results-fixtures';
import { DEFAULT_ZONE_OFFSET_MINUTES } from '@bet/time-settings';
import { spanFilter } from './span-filter';
import { StatisticPage } from './statistic-page';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'>;

const span = spanFilter(RESULTS_NOW, DEFAULT_ZONE_OFFSET_MINUTES);

const meta = {
  title: 'Sportsbook/StatisticPage',
  render: (args) => (
    <SportsbookHarness {...args} routePath="/:lang/statistic">
      <StatisticPage now={resultsNow} />
    </SportsbookHarness>
  ),
  args: { path: '/en/statistic', sportsbook: menuState(), sportsbookResults: resultsOf(span, { results: dayResults }) },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /standings/ })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sport' }), 'Tennis');
    await expect(canvas.getByText('This sport has no draws: a win gives 1 point.')).toBeInTheDocument();
  },
};

export const WithoutDraws: Story = { args: { path: '/en/statistic?sport=4' } };

export const Loading: Story = { args: { sportsbookResults: resultsOf(span) } };

export const Empty: Story = { args: { sportsbookResults: resultsOf(span, { results: [] }) } };

export const FailedWithRetry: Story = { args: { sportsbookResults: resultsOf(span, { failed: 'HTTP 502' }) } };

export const Russian: Story = { args: { language: 'ru', path: '/ru/statistic' } };
