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

export const Loading: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your activity' })).toBeTruthy();
    await expect(within(canvasElement).queryByRole('button', { name: 'Show as a table' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your activity could not load.')).toBeTruthy();
  },
};

/** No activity at all: the table has its header row only. */
export const Empty: Story = {
  args: { days: [], initialView: 'table' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
  },
};

/** 8-digit sums (minor units: 99,999,999.99): the table scrolls in its own box; the section keeps its width. */
export const EightDigitSums: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    initialView: 'table',
    days: activityFixture().map((day) => ({
      ...day,
      deposits: 9_999_999_999,
      stakes: 8_888_888_888,
      wins: 7_777_777_777,
    })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveTextContent('99,999,999.99');
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(
      within(canvasElement).getByRole('region', { name: 'Deposits, stakes and wins per day, last 30 days' }),
    ).toHaveAttribute('tabindex', '0');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Показать таблицей' })).toBeTruthy();
  },
};
