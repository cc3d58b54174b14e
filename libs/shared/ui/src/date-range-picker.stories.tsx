import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DateRange } from './date-range';
import { DateRangePicker } from './date-range-picker';
import type { DateRangePickerProps } from './date-range-picker';
import { withI18n } from './testing/i18n-harness';

/** The range is the story's state, so the dates and presets can be tried; args set where it starts. */
function Controlled(args: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange>(args.value);
  return (
    <DateRangePicker
      {...args}
      value={value}
      onChange={(range, issue) => {
        args.onChange(range, issue);
        setValue(range);
      }}
    />
  );
}

const meta = {
  title: 'Shared UI/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  decorators: [withI18n()],
  render: (args) => <Controlled key={`${args.value.from}|${args.value.to}`} {...args} />,
  // A fixed today, so the presets give the same days whenever the story runs.
  args: {
    legend: 'Placed',
    value: { from: '', to: '' },
    today: '2026-11-27',
    max: '2026-11-27',
    presets: ['today', 'last7Days', 'last30Days'],
    disabled: false,
    onChange: fn(),
  },
  argTypes: {
    legend: { control: 'text' },
    min: { control: 'text' },
    max: { control: 'text' },
    today: { control: 'text' },
    maxDays: { control: { type: 'number', min: 1 } },
    presets: { control: 'check', options: ['today', 'last7Days', 'last30Days'] },
    error: { control: 'text' },
    fromLabel: { control: 'text' },
    toLabel: { control: 'text' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Placed' });
    await userEvent.type(within(group).getByLabelText('From'), '2026-11-02');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-11-02', to: '' }, null);
    await userEvent.click(canvas.getByRole('button', { name: '30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-10-29', to: '2026-11-27' }, null);
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-29');
  },
};

export const EndBeforeStart: Story = {
  args: { value: { from: '2026-11-20', to: '2026-11-10' } },
  play: async ({ canvasElement }) => {
    const to = within(canvasElement).getByLabelText('To');
    await expect(to).toBeInvalid();
    await expect(to).toHaveAccessibleDescription('The end date comes before the start date.');
  },
};

/** A history that goes back 90 days at most and shows at most 31 days at once. */
export const Limits: Story = {
  args: { min: '2026-08-30', maxDays: 31, value: { from: '2026-08-01', to: '2026-11-27' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveAccessibleDescription('Choose a date from August 30, 2026 on.');
    await expect(canvas.queryByRole('button', { name: '30 days' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await expect(canvas.getByLabelText('From')).toBeValid();
    await expect(canvas.getByLabelText('To')).toBeValid();
  },
};

export const ServerError: Story = {
  args: { value: { from: '2026-11-01', to: '2026-11-27' }, error: 'The history could not load for these dates.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The history could not load');
  },
};

export const Disabled: Story = {
  args: { value: { from: '2026-11-21', to: '2026-11-27' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '7 days' })).toBeDisabled();
  },
};

export const LongTexts: Story = {
  args: {
    legend: 'Date the bet was placed, in the time zone set in your personal settings',
    fromLabel: 'First day of the period, inclusive',
    toLabel: 'Last day of the period, inclusive',
    maxDays: 7,
    value: { from: '2026-11-01', to: '2026-11-27' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Date the bet was placed/ })).toBeVisible();
    await expect(canvas.getByLabelText('Last day of the period, inclusive')).toHaveAccessibleDescription(
      'Choose a range of at most 7 days.',
    );
    await expect(canvas.queryByRole('button', { name: '30 days' })).toBeNull();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { legend: 'Дата ставки', value: { from: '2026-11-20', to: '2026-11-10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('По')).toHaveAccessibleDescription('Дата окончания раньше даты начала.');
    await userEvent.click(canvas.getByRole('button', { name: 'Сегодня' }));
    await expect(canvas.getByLabelText('По')).toBeValid();
    await expect(canvas.getByLabelText('С')).toHaveValue('2026-11-27');
  },
};
