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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Declined by the bank');
  },
};

export const PendingWithdrawal: Story = { args: { payment: withdrawalFixture() } };

export const Russian: Story = { decorators: [withI18n('ru')], args: { language: 'ru' } };

/** 8-digit sums, a long payment number and a long refusal reason stay inside the card. */
export const LongTexts: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    payment: paymentFixture({
      paymentId: '98765432101234567',
      status: 'failed',
      amount: 9_999_999_999,
      bonusAmount: 8_888_888_888,
      reason:
        'Declined by the issuing bank: the transaction exceeds the daily limit of the card holder, contact your bank',
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Deposit № 98765432101234567' });
    await expect(card).toHaveTextContent('99,999,999.99');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
