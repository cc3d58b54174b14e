import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Shared UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', toggleLabel: 'Show password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'secret');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Shown: Story = {
  args: { defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Enter the password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter the password');
  },
};
