/**
 * Fixtures for the payments' tests and for @bet/payments-ui's stories and tests: the contract's
 * answers, a payments state in a given shape, and a harness running the root saga on a real store
 * against a fake API.
 */
import type { PaymentRecord, PaymentRequest, PaymentRequestTopic } from '@bet/contract';
import { createMemoryLogger, createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { initialFormsState, type FormsState, type MethodsAnswer } from './forms-slice';
import { initialHistoryPayState, type HistoryPayState } from './history-pay-slice';
import type { PaymentsDeps } from './payments-deps';
import { paymentsReducer, type PaymentsState } from './payments-reducer';
import { paymentsSaga } from './payments-saga';
import { initialRequestsState, type RequestsState } from './requests-slice';
import { initialReturnState, type ReturnState } from './return-slice';
import { initialWithdrawalsState, type WithdrawalsState } from './withdrawals-slice';

/** The methods of a RUB account: a card from 100.00 to 150 000.00, a wallet from 50.00 to 15 000.00. */
export function methodsAnswerFixture(overrides: Partial<MethodsAnswer> = {}): MethodsAnswer {
  return {
    accountId: 7,
    currencyIso: 'RUB',
    deposit: [
      { id: 'card', nameKey: 'payment_method_card', min: 10_000, max: 15_000_000 },
      { id: 'wallet', nameKey: 'payment_method_wallet', min: 5_000, max: 1_500_000 },
    ],
    withdrawal: [{ id: 'card', nameKey: 'payment_method_card', min: 10_000, max: 5_000_000 }],
    firstDepositBonus: { available: true, choice: 1, percent: { sport: 100, casino: 50 }, max: 1_000_000 },
    canDeposit: true,
    canWithdraw: true,
    ...overrides,
  };
}

/** A deposit of 500.00 RUB with the card, succeeded, 1 Nov 2026. */
export function paymentFixture(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    paymentId: '5001',
    kind: 'deposit',
    status: 'succeeded',
    methodId: 'card',
    accountId: 7,
    currencyIso: 'RUB',
    amount: 50_000,
    bonusAmount: 0,
    cardMask: '4242 •••• 4242',
    reason: null,
    createdAt: 1_793_520_000,
    updatedAt: 1_793_520_060,
    ...overrides,
  };
}

/** A pending withdrawal of 200.00 RUB. */
export function withdrawalFixture(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return paymentFixture({
    paymentId: '5002',
    kind: 'withdrawal',
    status: 'pending',
    amount: 20_000,
    createdAt: 1_793_530_000,
    updatedAt: 1_793_530_000,
    ...overrides,
  });
}

export function topicsFixture(): PaymentRequestTopic[] {
  return [
    {
      id: 'deposit',
      name: 'Deposit',
      subTopics: [
        { id: 'not_credited', name: 'Not credited', needsTransaction: true, transactionKind: 'deposit' },
        { id: 'method_question', name: 'About a method', needsTransaction: false, transactionKind: null },
      ],
    },
    {
      id: 'withdrawal',
      name: 'Withdrawal',
      subTopics: [{ id: 'delayed', name: 'Delayed', needsTransaction: true, transactionKind: 'withdrawal' }],
    },
  ];
}

export function paymentRequestFixture(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    requestId: '301',
    topicId: 'deposit',
    subTopicId: 'not_credited',
    paymentId: '5001',
    message: 'The money has not arrived.',
    status: 'open',
    answer: null,
    createdAt: 1_793_540_000,
    ...overrides,
  };
}

export interface PaymentsStoreState {
  forms?: Partial<FormsState>;
  return?: Partial<ReturnState>;
  withdrawals?: Partial<WithdrawalsState>;
  historyPay?: Partial<HistoryPayState>;
  requests?: Partial<RequestsState>;
}

/** The payments state with these parts over the initial one. */
export function paymentsStateFixture(state: PaymentsStoreState = {}): PaymentsState {
  return {
    forms: { ...initialFormsState, ...state.forms },
    return: { ...initialReturnState, ...state.return },
    withdrawals: { ...initialWithdrawalsState, ...state.withdrawals },
    historyPay: { ...initialHistoryPayState, ...state.historyPay },
    requests: { ...initialRequestsState, ...state.requests },
  };
}

/** The answers of a player with one RUB account and no payments yet. */
export function defaultPaymentAnswers(): Record<string, FakeAnswer> {
  return {
    getPaymentMethods: () => methodsAnswerFixture(),
    getWithdrawals: () => ({ withdrawals: [] }),
    getPaymentHistory: () => ({ payments: [], hasMore: false }),
    getPaymentRequests: () => ({ requests: [] }),
    getPaymentRequestTopics: () => ({ topics: topicsFixture() }),
  };
}

export interface PaymentsHarnessOptions {
  preloaded?: PaymentsStoreState;
  pageSize?: number;
}

/**
 * The payments' root saga on a real store (the one createTestStore), with a fake API answering
 * by call name over `defaultPaymentAnswers`. `left` records the provider URLs the browser was
 * sent to; request ids count up (`req-00000001`, ...).
 */
export function createPaymentsHarness(answers: Record<string, FakeAnswer> = {}, options: PaymentsHarnessOptions = {}) {
  const api = createFakeApiClient({ ...defaultPaymentAnswers(), ...answers });
  const logger = createMemoryLogger();
  const left: string[] = [];
  let ids = 0;
  const deps: PaymentsDeps = {
    api,
    logger,
    clock: { now: () => Date.now() },
    leavePage: (url) => void left.push(url),
    newRequestId: () => `req-${String((ids += 1)).padStart(8, '0')}`,
    pageSize: options.pageSize,
  };
  const harness = createTestStore({
    reducer: { payments: paymentsReducer },
    preloadedState: options.preloaded ? { payments: paymentsStateFixture(options.preloaded) } : undefined,
    sagas: [() => paymentsSaga(deps)],
  });
  return { ...harness, api, logger, left, deps };
}
