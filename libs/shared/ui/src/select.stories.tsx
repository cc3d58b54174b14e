import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Shared UI/Select',
  component: Select,
  args: {
    label: 'Currency',
    options: [
      { value: '1', label: 'RUB' },
      { value: '2', label: 'USD' },
      { value: '3', label: 'EUR' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await userEvent.selectOptions(select, 'EUR');
    await expect(select).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Choose a currency', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Choose a currency');
  },
};
