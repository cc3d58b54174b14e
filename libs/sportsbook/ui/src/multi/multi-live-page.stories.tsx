import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeSportsbookState } from '@bet/sportsbook/testing';
import { SportsbookHarness, type SportsbookHarnessProps } from '../connected/sportsbook-store-harness';
import type { MultiLiveStorage } from './multi-choice';
import { memoryStorage, multiState } from './multi-fixtures';
import { MultiLivePage } from './multi-live-page';

type Args = Omit<SportsbookHarnessProps, 'children' | 'routePath'> & { storage: MultiLiveStorage };

const meta = {
  title: 'Sportsbook/MultiLivePage',
  render: ({ storage, ...args }) => (
    <SportsbookHarness {...args} routePath="/:lang/multi">
      <MultiLivePage storage={storage} />
    </SportsbookHarness>
  ),
  args: { path: '/en/multi', sportsbook: multiState(), storage: memoryStorage() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Arsenal – Chelsea/ }));
    await expect(canvas.getByRole('region', { name: 'Arsenal – Chelsea' })).toBeInTheDocument();
  },
};

export const TwoGames: Story = { args: { storage: memoryStorage([1, 2]), sportsbook: multiState([1, 2]) } };

export const Full: Story = {
  args: { storage: memoryStorage([1, 2, 3, 4]), sportsbook: multiState([1, 2, 3, 4]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /Ajax – PSV/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: {
    storage: memoryStorage([1]),
    sportsbook: makeSportsbookState([
      { request: { kind: 'games', section: 'live' } },
      { request: { kind: 'game', gameId: 1, section: 'live' } },
    ]),
  },
};

export const NoLiveGames: Story = {
  args: {
    storage: memoryStorage(),
    sportsbook: makeSportsbookState([
      {
        request: { kind: 'games', section: 'live' },
        answer: { version: 1, full: true, gameIds: [], games: [], markets: [] },
      },
    ]),
  },
};

export const FailedWithRetry: Story = {
  args: {
    storage: memoryStorage([1]),
    sportsbook: makeSportsbookState([
      { request: { kind: 'games', section: 'live' }, failed: 'HTTP 503' },
      { request: { kind: 'game', gameId: 1, section: 'live' }, failed: 'HTTP 503' },
    ]),
  },
};

export const Russian: Story = {
  args: { language: 'ru', path: '/ru/multi', storage: memoryStorage([1, 2]), sportsbook: multiState([1, 2]) },
};
