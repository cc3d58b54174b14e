import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pointsFixture } from '@bet/bonuses/testing';
import { withI18n } from '@bet/ui/testing';
import { PointsPanel } from './points-panel';

const meta = {
  title: 'Bonuses/PointsPanel',
  component: PointsPanel,
  decorators: [withI18n()],
  args: { status: 'done', data: pointsFixture(), onRetry: fn() },
} satisfies Meta<typeof PointsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Points history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('-100')).toBeVisible();
    await expect(within(table).getByText('Casino stake')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: pointsFixture({ balance: 0, accumulated: 0, history: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No points yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'failed', data: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'История баллов' })).toBeVisible();
  },
};
