import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { activityFixture } from '@bet/limits/testing';
import { withI18n } from '@bet/ui/testing';
import { ActivityChart } from './activity-chart';

const meta = {
  title: 'Limits/ActivityChart',
  component: ActivityChart,
  decorators: [withI18n()],
  args: { status: 'loaded', currency: 'RUB', days: activityFixture(), language: 'en' },
} satisfies Meta<typeof ActivityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Deposits, stakes and wins per day, last 30 days' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as a table' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

export const Loading: Story = { args: { status: 'pending' } };
