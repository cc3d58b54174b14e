import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Shared UI/TextField',
  component: TextField,
  args: { label: 'E-mail or player ID', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail or player ID' });
    await userEvent.type(input, 'player@example.com');
    await expect(input).toHaveValue('player@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '123456789' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('123456789');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail or player ID' })).toBeRequired();
  },
};

export const WithHint: Story = {
  args: { label: 'Phone number', type: 'tel', inputMode: 'tel', hint: '5 to 15 digits' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('5 to 15 digits');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Enter your e-mail or player ID', hint: 'As in your welcome e-mail' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail or player ID' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('As in your welcome e-mail Enter your e-mail or player ID');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** A long label and error (long translations) wrap inside a narrow column. */
export const LongTexts: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Адрес электронной почты или идентификатор игрока',
    error: 'Введите адрес электронной почты в формате name@example.com или цифровой идентификатор игрока',
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(within(canvasElement).getByRole('textbox', { name: /^Адрес электронной почты/ })).toBeTruthy();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
