import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';

const meta = {
  title: 'Shared UI/Alert',
  component: Alert,
  args: { children: 'Wrong login or password.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'warning', 'info', 'success'] },
    children: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  args: { tone: 'error', title: 'Sign-in failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Sign-in failedWrong login or password.');
  },
};

export const InfoTone: Story = {
  args: { tone: 'info', children: 'We have sent a code to +7 *** ** 12.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We have sent a code');
  },
};

export const SuccessTone: Story = {
  args: { tone: 'success', children: 'Your password has been changed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { tone: 'info', children: 'Your session has ended.', action: <Button size="sm">Sign in</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/** A long message with a long unbroken reference wraps inside the alert at 320px. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tone: 'error',
    title: 'The payment could not be completed by the payment system of the bank',
    children:
      'Reference PAYMENT-GATEWAY-TIMEOUT-0123456789ABCDEF0123456789ABCDEF. Try again later or choose another method.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('PAYMENT-GATEWAY-TIMEOUT');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
