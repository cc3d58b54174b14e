import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Shared UI/Checkbox',
  component: Checkbox,
  args: { label: 'Keep me signed in', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Keep me signed in' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I am 18 or older and accept the terms',
    required: true,
    error: 'Confirm your age and accept the terms',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /accept the terms/ });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Confirm your age and accept the terms');
  },
};
