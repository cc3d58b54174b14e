import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialWithdrawalsState } from '@bet/payments';
import { withdrawalFixture } from '@bet/payments/testing';
import { withI18n } from '@bet/ui/testing';
import { WithdrawalsList } from './withdrawals-list';

const items = [
  withdrawalFixture(),
  withdrawalFixture({ paymentId: '5003', status: 'approved', amount: 100_000 }),
  withdrawalFixture({ paymentId: '5004', status: 'rejected', reason: 'The payout card is blocked' }),
];

const meta = {
  title: 'Payments/WithdrawalsList',
  component: WithdrawalsList,
  decorators: [withI18n()],
  args: {
    language: 'en',
    withdrawals: { ...initialWithdrawalsState, status: 'loaded', items },
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WithdrawalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /Cancel withdrawal/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel withdrawal № 5002' }));
    await expect(args.onCancel).toHaveBeenCalledWith('5002');
  },
};

export const Cancelling: Story = {
  args: {
    withdrawals: {
      ...initialWithdrawalsState,
      status: 'loaded',
      items,
      cancels: { '5002': { status: 'pending', problem: null } },
    },
  },
};

export const CancelRefused: Story = {
  args: {
    withdrawals: {
      ...initialWithdrawalsState,
      status: 'loaded',
      items,
      cancels: { '5002': { status: 'failed', problem: { code: 'not_cancellable' } } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/cannot be cancelled/);
  },
};

export const Loading: Story = { args: { withdrawals: { ...initialWithdrawalsState, status: 'pending' } } };

export const Empty: Story = { args: { withdrawals: { ...initialWithdrawalsState, status: 'loaded' } } };

export const Failed: Story = {
  args: { withdrawals: { ...initialWithdrawalsState, status: 'failed' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** 8-digit sums and a long refusal reason stay inside each withdrawal. */
export const LongTexts: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    withdrawals: {
      ...initialWithdrawalsState,
      status: 'loaded',
      items: [
        withdrawalFixture({ paymentId: '98765432101234567', amount: 9_999_999_999 }),
        withdrawalFixture({
          paymentId: '5004',
          status: 'rejected',
          amount: 8_888_888_888,
          reason: 'The payout card is blocked by the issuing bank until the holder confirms the identity in person',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel withdrawal № 98765432101234567' })).toBeVisible();
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отменить вывод № 5002' })).toBeTruthy();
  },
};
