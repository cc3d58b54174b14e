import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLeft, pageReturned } from '@bet/platform';
import { ApiError } from '@bet/request';
import { loggedOut } from '@bet/session';
import { RETURN_POLL_MS } from './constants';
import { balanceMayHaveChanged, paymentSettled } from './events';
import {
  bonusChoiceChosen,
  moneyPageOpened,
  paymentAccountChanged,
  paymentAmountTyped,
  paymentAttemptStarted,
  paymentFormSubmitted,
  paymentMethodChosen,
} from './forms-slice';
import { historyPayFiltersChanged, historyPayMoreRequested, historyPayOpened } from './history-pay-slice';
import { paymentRequestsOpened, paymentRequestSubmitted } from './requests-slice';
import { paymentReturnClosed, paymentReturnOpened, paymentStatusRetryRequested } from './return-slice';
import {
  selectHistoryPay,
  selectMoneyForm,
  selectPaymentRequests,
  selectPaymentReturn,
  selectWithdrawals,
} from './selectors';
import { createPaymentsHarness, paymentFixture, paymentRequestFixture, withdrawalFixture } from './testing';
import { withdrawalCancelRequested } from './withdrawals-slice';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const networkError = () => new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
function refusal(status: number, code: string, limit?: number) {
  return new ApiError({
    kind: 'http',
    status,
    code,
    message: code,
    body: { errors: [{ code, detail: code }], statusCode: status, ...(limit === undefined ? {} : { limit }) },
  });
}
const session = (paymentId: string, kind: 'deposit' | 'withdrawal' = 'deposit') => ({
  paymentId,
  session: 'signed.session',
  redirectUrl: `http://localhost:3001/pay?session=${paymentId}`,
  expiresAt: 1_793_521_000,
  payment: paymentFixture({ paymentId, kind, status: kind === 'deposit' ? 'created' : 'pending' }),
});
type Body = { requestId: string; amount: number; methodId: string; bonusChoice?: number; accountId: number };
const bodyOf = (call: { body: unknown }) => call.body as Body;

describe('recharge (spec 01 §2 recharge; issue 11 "Bad input")', () => {
  it('loads the methods on open and takes the registration bonus choice as the default', async () => {
    const h = createPaymentsHarness();
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    const form = selectMoneyForm(h.store.getState(), 'deposit');
    expect(form.methodId).toBe('card');
    expect(form.bonusChoice).toBe(1);
    h.task.cancel();
  });

  it('reads the methods of the account made active while a money page was shown, as a new attempt', async () => {
    const h = createPaymentsHarness();
    h.store.dispatch(paymentAccountChanged());
    await tick(0);
    expect(h.api.callsTo('getPaymentMethods')).toHaveLength(0);
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text: '500' }));
    h.store.dispatch(paymentAttemptStarted({ direction: 'deposit', requestId: 'req-before' }));
    h.store.dispatch(paymentAccountChanged());
    await tick(0);
    expect(h.api.callsTo('getPaymentMethods')).toHaveLength(2);
    const form = selectMoneyForm(h.store.getState(), 'deposit');
    expect(form.requestId).toBeNull();
    expect(form.amountText).toBe('500');
    h.task.cancel();
  });

  it('keeps a bad amount as typed, with the refusal key, and sends nothing', async () => {
    const h = createPaymentsHarness();
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    for (const [text, code] of [
      ['12abc', 'amount_not_a_number'],
      ['500.555', 'amount_too_many_decimals'],
      ['99.99', 'amount_below_min'],
      ['150000.01', 'amount_above_max'],
    ] as const) {
      h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text }));
      h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
      await tick(0);
      const form = selectMoneyForm(h.store.getState(), 'deposit');
      expect(form.amountText).toBe(text);
      expect(form.amountProblem?.code).toBe(code);
    }
    expect(h.api.callsTo('startDeposit')).toHaveLength(0);
    h.task.cancel();
  });

  it('starts the deposit in exact minor units with the bonus choice and sends the browser to the provider', async () => {
    const h = createPaymentsHarness({ startDeposit: () => session('9001') });
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    h.store.dispatch(paymentMethodChosen({ direction: 'deposit', methodId: 'wallet' }));
    h.store.dispatch(bonusChoiceChosen({ choice: 2 }));
    h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text: '1 000,10' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    await tick(0);
    const [sent] = h.api.callsTo('startDeposit');
    expect(sent && bodyOf(sent)).toMatchObject({ amount: 100_010, methodId: 'wallet', bonusChoice: 2, accountId: 7 });
    expect(h.left).toEqual(['http://localhost:3001/pay?session=9001']);
    expect(selectMoneyForm(h.store.getState(), 'deposit').submit).toBe('redirecting');
    h.task.cancel();
  });

  it('retries a lost answer with the same requestId, so the server never makes a second payment', async () => {
    let fail = true;
    const h = createPaymentsHarness({
      startDeposit: () => {
        if (fail) throw networkError();
        return session('9002');
      },
    });
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text: '500' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    await tick(0);
    const failed = selectMoneyForm(h.store.getState(), 'deposit');
    expect(failed.submit).toBe('failed');
    expect(failed.submitProblem).toEqual({ code: 'network' });
    expect(failed.amountText).toBe('500');
    fail = false;
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    await tick(0);
    const ids = h.api.callsTo('startDeposit').map((call) => bodyOf(call).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    // A changed amount is another request.
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text: '600' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    await tick(0);
    expect(bodyOf(h.api.callsTo('startDeposit')[2] ?? { body: {} }).requestId).not.toBe(ids[0]);
    h.task.cancel();
  });

  it("puts the server's amount refusal on the field with its bound, and others above the button", async () => {
    let answer: () => never = () => {
      throw refusal(400, 'amount_above_max', 1_000_000);
    };
    const h = createPaymentsHarness({ startDeposit: () => answer() });
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    await tick(0);
    h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text: '50000' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    await tick(0);
    expect(selectMoneyForm(h.store.getState(), 'deposit').amountProblem).toEqual({
      code: 'amount_above_max',
      limit: 1_000_000,
    });
    answer = () => {
      throw refusal(403, 'account_restricted');
    };
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    await tick(0);
    const form = selectMoneyForm(h.store.getState(), 'deposit');
    expect(form.submitProblem).toEqual({ code: 'account_restricted' });
    expect(form.requestId).toBeNull();
    h.task.cancel();
  });
});

describe('the return from the provider (spec 01 §2 onpay/*)', () => {
  it('reads a pending payment again, with a growing wait, until it is final; then tells once', async () => {
    const statuses = ['created', 'pending', 'pending', 'succeeded'] as const;
    let read = 0;
    const h = createPaymentsHarness({
      getPayment: () => {
        const status = statuses[Math.min(read, statuses.length - 1)] ?? 'succeeded';
        read += 1;
        return { payment: paymentFixture({ paymentId: '9003', status }), balance: status === 'succeeded' ? 50_000 : 0 };
      },
    });
    h.store.dispatch(paymentReturnOpened({ direction: 'deposit', paymentId: '9003' }));
    await tick(0);
    expect(selectPaymentReturn(h.store.getState()).status).toBe('waiting');
    await tick(RETURN_POLL_MS);
    expect(read).toBe(2);
    await tick(RETURN_POLL_MS);
    expect(read).toBe(2); // the wait doubled
    await tick(RETURN_POLL_MS);
    expect(read).toBe(3);
    await tick(RETURN_POLL_MS * 4);
    expect(read).toBe(4);
    const state = selectPaymentReturn(h.store.getState());
    expect(state.status).toBe('done');
    expect(state.balance).toBe(50_000);
    expect(h.typesOf(paymentSettled)).toHaveLength(1);
    expect(h.typesOf(balanceMayHaveChanged).map((action) => action.payload)).toEqual([
      { accountId: 7, balance: 50_000 },
    ]);
    await tick(60_000);
    expect(read).toBe(4);
    h.task.cancel();
  });

  it('on a network failure shows what it knows and reads again when asked; nothing is settled twice', async () => {
    let fail = true;
    const h = createPaymentsHarness({
      getPayment: () => {
        if (fail) throw networkError();
        return { payment: paymentFixture({ paymentId: '9004' }), balance: 50_000 };
      },
    });
    h.store.dispatch(paymentReturnOpened({ direction: 'deposit', paymentId: '9004' }));
    await tick(0);
    expect(selectPaymentReturn(h.store.getState())).toMatchObject({ status: 'failed', problem: { code: 'network' } });
    await tick(60_000);
    expect(h.api.callsTo('getPayment')).toHaveLength(1);
    fail = false;
    h.store.dispatch(paymentStatusRetryRequested());
    await tick(0);
    expect(selectPaymentReturn(h.store.getState()).status).toBe('done');
    expect(h.typesOf(paymentSettled)).toHaveLength(1);
    h.task.cancel();
  });

  it('stops reading when the page closes, and knows a missing or foreign payment', async () => {
    const h = createPaymentsHarness({
      getPayment: (options) => {
        const { paymentId } = (options as { query: { paymentId: string } }).query;
        if (paymentId === '404') throw refusal(404, 'payment_not_found');
        return { payment: paymentFixture({ paymentId, status: 'pending' }), balance: 0 };
      },
    });
    h.store.dispatch(paymentReturnOpened({ direction: 'deposit', paymentId: '9005' }));
    await tick(0);
    h.store.dispatch(paymentReturnClosed());
    await tick(60_000);
    expect(h.api.callsTo('getPayment')).toHaveLength(1);
    h.store.dispatch(paymentReturnOpened({ direction: 'deposit', paymentId: '404' }));
    await tick(0);
    expect(selectPaymentReturn(h.store.getState()).status).toBe('missing');
    h.store.dispatch(paymentReturnOpened({ direction: 'deposit', paymentId: null }));
    expect(selectPaymentReturn(h.store.getState()).status).toBe('missing');
    h.task.cancel();
  });
});

describe('deduce (spec 01 §2 deduce): withdrawals', () => {
  it('loads the list, holds the money on a withdrawal and sends the browser to the provider', async () => {
    const h = createPaymentsHarness({
      getWithdrawals: () => ({ withdrawals: [withdrawalFixture()] }),
      createWithdrawal: () => ({ ...session('9006', 'withdrawal'), balance: 30_000 }),
    });
    h.store.dispatch(moneyPageOpened({ direction: 'withdrawal' }));
    await tick(0);
    expect(selectWithdrawals(h.store.getState()).items.map((item) => item.paymentId)).toEqual(['5002']);
    h.store.dispatch(paymentAmountTyped({ direction: 'withdrawal', text: '200' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'withdrawal', lang: 'ru' }));
    await tick(0);
    expect(bodyOf(h.api.callsTo('createWithdrawal')[0] ?? { body: {} })).toMatchObject({ amount: 20_000 });
    expect(h.typesOf(balanceMayHaveChanged).map((action) => action.payload)).toEqual([
      { accountId: 7, balance: 30_000 },
    ]);
    expect(h.left).toEqual(['http://localhost:3001/pay?session=9006']);
    h.task.cancel();
  });

  it('cancels a pending withdrawal; one no longer pending is refused and the list read again', async () => {
    let first = withdrawalFixture();
    const h = createPaymentsHarness({
      getWithdrawals: () => ({ withdrawals: [first, withdrawalFixture({ paymentId: '5003', status: 'approved' })] }),
      cancelWithdrawal: (options) => {
        const { paymentId } = (options as { body: { paymentId: string } }).body;
        if (paymentId === '5003') throw refusal(409, 'not_cancellable');
        first = withdrawalFixture({ status: 'cancelled' });
        return { payment: first, balance: 50_000 };
      },
    });
    h.store.dispatch(moneyPageOpened({ direction: 'withdrawal' }));
    await tick(0);
    h.store.dispatch(withdrawalCancelRequested({ paymentId: '5002' }));
    h.store.dispatch(withdrawalCancelRequested({ paymentId: '5003' }));
    await tick(0);
    const state = selectWithdrawals(h.store.getState());
    expect(state.items.find((item) => item.paymentId === '5002')?.status).toBe('cancelled');
    expect(state.cancels['5003']).toEqual({ status: 'failed', problem: { code: 'not_cancellable' } });
    expect(h.typesOf(balanceMayHaveChanged).map((action) => action.payload)).toEqual([
      { accountId: 7, balance: 50_000 },
    ]);
    expect(h.api.callsTo('getWithdrawals')).toHaveLength(2);
    h.task.cancel();
  });
});

describe('historypay (spec 01 §2 historypay)', () => {
  it('sends the filters, pages by the last paymentId and drops an answer to an old query', async () => {
    const queries: Record<string, unknown>[] = [];
    const h = createPaymentsHarness(
      {
        getPaymentHistory: (options) => {
          const query = (options as { query: Record<string, unknown> }).query;
          queries.push(query);
          if (query['before'] === '5002') return { payments: [paymentFixture({ paymentId: '5001' })], hasMore: false };
          return { payments: [withdrawalFixture({ paymentId: '5003' }), withdrawalFixture()], hasMore: true };
        },
      },
      { pageSize: 2 },
    );
    h.store.dispatch(historyPayOpened());
    h.store.dispatch(historyPayFiltersChanged({ kind: 'withdrawal' }));
    await tick(0);
    h.store.dispatch(historyPayMoreRequested());
    await tick(0);
    expect(queries).toEqual([
      { limit: 2 },
      { kind: 'withdrawal', limit: 2 },
      { kind: 'withdrawal', limit: 2, before: '5002' },
    ]);
    expect(selectHistoryPay(h.store.getState()).payments.map((payment) => payment.paymentId)).toEqual([
      '5003',
      '5002',
      '5001',
    ]);
    h.store.dispatch(historyPayFiltersChanged({ from: '2026-11-02', to: '2026-11-01' }));
    await tick(0);
    expect(selectHistoryPay(h.store.getState())).toMatchObject({ filtersProblem: 'from_after_to', payments: [] });
    expect(queries).toHaveLength(3);
    h.store.dispatch(loggedOut());
    h.task.cancel();
  });
});

describe('payment requests (spec 01 §2 payment/requests, payment/create-request)', () => {
  it('loads the requests, topics and payments; refuses a blank message; creates one', async () => {
    const h = createPaymentsHarness({
      getPaymentRequests: () => ({ requests: [paymentRequestFixture()] }),
      getPaymentHistory: () => ({ payments: [paymentFixture()], hasMore: false }),
      createPaymentRequest: (options) =>
        paymentRequestFixture({ requestId: '302', ...(options as { body: object }).body }),
    });
    h.store.dispatch(paymentRequestsOpened());
    await tick(0);
    expect(selectPaymentRequests(h.store.getState())).toMatchObject({ status: 'loaded', transactions: [{}] });
    const draft = { topicId: 'deposit', subTopicId: 'not_credited', paymentId: null, message: 'Where is it?' };
    h.store.dispatch(paymentRequestSubmitted({ ...draft, message: '   ' }));
    expect(selectPaymentRequests(h.store.getState()).create.problem).toEqual({ code: 'message_required' });
    h.store.dispatch(paymentRequestSubmitted(draft));
    expect(selectPaymentRequests(h.store.getState()).create.problem).toEqual({ code: 'transaction_required' });
    h.store.dispatch(paymentRequestSubmitted({ ...draft, paymentId: '5001' }));
    await tick(0);
    const state = selectPaymentRequests(h.store.getState());
    expect(state.create.status).toBe('created');
    expect(state.requests.map((request) => request.requestId)).toEqual(['302', '301']);
    expect(h.api.callsTo('createPaymentRequest')).toHaveLength(1);
    h.task.cancel();
  });
});

describe('the return from the provider of a withdrawal (onpay/withdraw/*)', () => {
  it('answers at once with the pending withdrawal: it waits for the operator, not for the page', async () => {
    const h = createPaymentsHarness({
      getPayment: () => ({ payment: withdrawalFixture(), balance: 30_000 }),
    });
    h.store.dispatch(paymentReturnOpened({ direction: 'withdrawal', paymentId: '5002' }));
    await tick(0);
    expect(selectPaymentReturn(h.store.getState())).toMatchObject({ status: 'done', balance: 30_000 });
    await tick(60_000);
    expect(h.api.callsTo('getPayment')).toHaveLength(1);
    expect(h.typesOf(paymentSettled)).toHaveLength(0);
    expect(h.typesOf(balanceMayHaveChanged)).toHaveLength(1);
    h.task.cancel();
  });
});

describe('never twice', () => {
  it('a double click sends one deposit; a request pressed twice is sent once', async () => {
    const h = createPaymentsHarness({
      startDeposit: () => new Promise((resolve) => setTimeout(() => resolve(session('9010')), 500)),
      createPaymentRequest: () =>
        new Promise((resolve) => setTimeout(() => resolve(paymentRequestFixture({ requestId: '305' })), 500)),
    });
    h.store.dispatch(moneyPageOpened({ direction: 'deposit' }));
    h.store.dispatch(paymentRequestsOpened());
    await tick(0);
    h.store.dispatch(paymentAmountTyped({ direction: 'deposit', text: '500' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    h.store.dispatch(paymentFormSubmitted({ direction: 'deposit', lang: 'en' }));
    const draft = { topicId: 'deposit', subTopicId: 'method_question', paymentId: null, message: 'Which cards?' };
    h.store.dispatch(paymentRequestSubmitted(draft));
    h.store.dispatch(paymentRequestSubmitted(draft));
    await tick(1_000);
    expect(h.api.callsTo('startDeposit')).toHaveLength(1);
    expect(h.left).toHaveLength(1);
    expect(h.api.callsTo('createPaymentRequest')).toHaveLength(1);
    h.task.cancel();
  });
});

describe('the return page while the player is away (pageLeft of @bet/platform)', () => {
  it('reads nothing while away and reads at once on return', async () => {
    const h = createPaymentsHarness({
      getPayment: () => ({ payment: paymentFixture({ paymentId: '9011', status: 'pending' }), balance: 0 }),
    });
    h.store.dispatch(paymentReturnOpened({ direction: 'deposit', paymentId: '9011' }));
    await tick(0);
    h.store.dispatch(pageLeft());
    await tick(120_000);
    expect(h.api.callsTo('getPayment')).toHaveLength(1);
    h.store.dispatch(pageReturned());
    await tick(0);
    expect(h.api.callsTo('getPayment')).toHaveLength(2);
    h.task.cancel();
  });
});
