import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paymentFixture, withdrawalFixture } from '@bet/payments/testing';
import { withI18n } from '@bet/ui/testing';
import { PaymentRecordCard } from './payment-record-card';

const meta = {
  title: 'Payments/PaymentRecordCard',
  component: PaymentRecordCard,
  decorators: [withI18n()],
  args: { language: 'en', payment: paymentFixture({ bonusAmount: 50_000 }) },
} satisfies Meta<typeof PaymentRecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreditedDeposit: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Deposit № 5001' });
    await expect(card).toHaveTextContent(/Credited/);
    await expect(card).toHaveTextContent(/4242 •••• 4242/);
  },
};

export const FailedDeposit: Story = {
  args: { payment: paymentFixture({ status: 'failed', reason: 'Declined by the bank', cardMask: null }) },
};

export const PendingWithdrawal: Story = { args: { payment: withdrawalFixture() } };

export const Russian: Story = { decorators: [withI18n('ru')], args: { language: 'ru' } };
