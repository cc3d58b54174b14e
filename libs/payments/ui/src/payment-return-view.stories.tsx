import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialReturnState } from '@bet/payments';
import { paymentFixture, withdrawalFixture } from '@bet/payments/testing';
import { withI18n } from '@bet/ui/testing';
import { PaymentReturnView } from './payment-return-view';
import { withRouter } from './testing/with-router';

const base = { ...initialReturnState, paymentId: '5001' };

const meta = {
  title: 'Payments/PaymentReturnView',
  component: PaymentReturnView,
  decorators: [withI18n(), withRouter],
  args: {
    language: 'en',
    state: { ...base, status: 'done', payment: paymentFixture({ bonusAmount: 50_000 }), balance: 50_000 },
    onRetry: fn(),
  },
} satisfies Meta<typeof PaymentReturnView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit successful' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Balance: RUB\s500\.00/);
    await expect(canvas.getByRole('link', { name: 'Payment history' })).toHaveAttribute('href', '/en/historypay');
  },
};

export const Checking: Story = { args: { state: { ...base, status: 'loading' } } };

export const Waiting: Story = {
  args: { state: { ...base, status: 'waiting', payment: paymentFixture({ status: 'pending' }), balance: 0 } },
};

export const Declined: Story = {
  args: {
    state: {
      ...base,
      status: 'done',
      payment: paymentFixture({ status: 'failed', reason: 'Declined by the bank' }),
      balance: 0,
    },
  },
};

export const Cancelled: Story = {
  args: { state: { ...base, status: 'done', payment: paymentFixture({ status: 'cancelled' }), balance: 0 } },
};

export const NoAnswer: Story = {
  args: { state: { ...base, status: 'failed', problem: { code: 'network' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The payment status could not be checked' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { state: { ...initialReturnState, status: 'missing' } } };

export const WithdrawalAccepted: Story = {
  args: {
    state: { ...base, direction: 'withdrawal', status: 'done', payment: withdrawalFixture(), balance: 30_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawal successful' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your withdrawals' })).toHaveAttribute('href', '/en/deduce');
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { language: 'ru' } };
