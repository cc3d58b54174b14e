import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@bet/request';
import { createPaymentsHarness, paymentFixture, withdrawalFixture } from '@bet/payments/testing';
import type { FakeAnswer } from '@bet/request/testing';
import { StoreHarness } from '@bet/ui/testing';
import { HistoryPayPage } from './history-pay-page';
import { PaymentReturnPage } from './payment-return-page';
import { DeducePage, RechargePage } from './recharge-page';

/** A page on a real store running the payments saga against a fake API. */
function mount(answers: Record<string, FakeAnswer>, page: ReactNode) {
  const harness = createPaymentsHarness(answers);
  const view = render(<StoreHarness store={harness.store}>{page}</StoreHarness>);
  return { ...harness, view };
}

const session = {
  paymentId: '9001',
  session: 'signed',
  redirectUrl: 'http://localhost:3001/pay?session=signed',
  expiresAt: 1_793_521_000,
  payment: paymentFixture({ paymentId: '9001', status: 'created' }),
};

describe('RechargePage (connected)', () => {
  it('loads the methods, refuses a bad amount, and sends a good one to the provider', async () => {
    const user = userEvent.setup();
    const h = mount({ startDeposit: () => session }, <RechargePage />);
    const amount = await screen.findByRole('textbox', { name: 'Amount, RUB' });
    await user.type(amount, '150000.01');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(h.api.callsTo('startDeposit')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('radio', { name: 'No bonus' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(h.left).toEqual([session.redirectUrl]));
    expect(h.api.callsTo('startDeposit')[0]?.body).toMatchObject({ amount: 50_000, bonusChoice: 0, lang: 'en' });
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
    h.task.cancel();
  });
});

describe('DeducePage (connected)', () => {
  it('lists the withdrawals and cancels a pending one', async () => {
    const user = userEvent.setup();
    let status: 'pending' | 'cancelled' = 'pending';
    const h = mount(
      {
        getWithdrawals: () => ({ withdrawals: [withdrawalFixture({ status })] }),
        cancelWithdrawal: () => {
          status = 'cancelled';
          return { payment: withdrawalFixture({ status }), balance: 50_000 };
        },
      },
      <DeducePage />,
    );
    const card = await screen.findByRole('article', { name: 'Withdrawal № 5002' });
    await user.click(within(card).getByRole('button', { name: 'Cancel withdrawal № 5002' }));
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeTruthy());
    expect(within(card).queryByRole('button')).toBeNull();
    h.task.cancel();
  });
});

describe('PaymentReturnPage (connected)', () => {
  it('reads the payment and shows the balance; a lost answer offers to read again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const h = mount(
      {
        getPayment: () => {
          if (fail) throw new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
          return { payment: paymentFixture({ paymentId: '9001' }), balance: 50_000 };
        },
      },
      <PaymentReturnPage direction="deposit" paymentId="9001" />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment status could not be checked' }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Balance: RUB\s500\.00/);
    h.task.cancel();
  });
});

describe('HistoryPayPage (connected)', () => {
  it('loads on open and follows the filters', async () => {
    const user = userEvent.setup();
    const h = mount(
      {
        getPaymentHistory: (options) =>
          (options as { query: { kind?: string } }).query.kind === 'withdrawal'
            ? { payments: [withdrawalFixture()], hasMore: false }
            : { payments: [paymentFixture(), withdrawalFixture()], hasMore: false },
      },
      <HistoryPayPage />,
    );
    const list = await screen.findByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'withdrawal');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('article')).toHaveLength(1),
    );
    h.view.unmount();
    h.task.cancel();
  });
});
