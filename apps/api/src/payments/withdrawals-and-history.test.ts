import type { PaymentRecord, PaymentSession } from '@bet/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../db/schema';
import { errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import {
  call,
  CARDS,
  moneyOf,
  newRequestId,
  returnedTo,
  START_MONEY,
  startDepositOf,
  submitCard,
  usePayer,
} from './testing/payment-kit';

const server = useTestServer();
const payer = usePayer(server);

type WithdrawalAnswer = PaymentSession & { payment: PaymentRecord; balance: number };

const withdraw = (body: Record<string, unknown> = {}) =>
  call(server.app, payer, 'POST', '/web-api/payments/withdrawal', {
    requestId: newRequestId(),
    accountId: payer.accountId,
    methodId: 'card',
    amount: 100_000,
    lang: 'ru',
    ...body,
  });

async function withdrawn(body: Record<string, unknown> = {}): Promise<WithdrawalAnswer> {
  const response = await withdraw(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const decide = (paymentId: string, decision: 'approve' | 'reject') =>
  server.app.inject({
    method: 'POST',
    url: '/sandbox-api/control/payments/withdrawal',
    payload: { paymentId, decision },
  });

describe('withdrawals (spec 01 §2 deduce)', () => {
  it('holds the money at once; the payout card on the provider page returns to onpay/withdraw/success; approval keeps it out', async () => {
    const answer = await withdrawn();
    expect(answer.payment.status).toBe('pending');
    expect(answer.balance).toBe(START_MONEY - 100_000);
    expect(returnedTo(await submitCard(server.app, answer, CARDS.success))).toBe(
      `/ru/onpay/withdraw/success?paymentId=${answer.paymentId}`,
    );
    const approved = await decide(answer.paymentId, 'approve');
    expect(approved.json()).toMatchObject({ payment: { status: 'approved', cardMask: '4242 •••• 4242' } });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY - 100_000);
    expect((await decide(answer.paymentId, 'reject')).statusCode).toBe(409);
  });

  it('a rejection and a cancellation by the player give the money back, once', async () => {
    const rejected = await withdrawn();
    await decide(rejected.paymentId, 'reject');
    const cancelled = await withdrawn();
    const cancel = await call(server.app, payer, 'POST', '/web-api/payments/withdrawal/cancel', {
      paymentId: cancelled.paymentId,
    });
    expect(cancel.json()).toMatchObject({ payment: { status: 'cancelled' }, balance: START_MONEY });
    const again = await call(server.app, payer, 'POST', '/web-api/payments/withdrawal/cancel', {
      paymentId: cancelled.paymentId,
    });
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('not_cancellable');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
    const list = await call(server.app, payer, 'GET', '/web-api/payments/withdrawals');
    expect(list.json<{ withdrawals: PaymentRecord[] }>().withdrawals.map((w) => w.status)).toEqual([
      'cancelled',
      'rejected',
    ]);
  });

  it('a declined payout card or cancel on the provider page ends the withdrawal and refunds it', async () => {
    const declined = await withdrawn();
    expect(returnedTo(await submitCard(server.app, declined, CARDS.decline))).toContain('/ru/onpay/withdraw/fail');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
  });

  it('refuses more than the balance and leaves nothing behind', async () => {
    const response = await withdraw({ amount: START_MONEY + 100 });
    expect(errorCodeOf(response)).toBe('insufficient_funds');
    expect((await call(server.app, payer, 'GET', '/web-api/payments/withdrawals')).json()).toEqual({ withdrawals: [] });
  });

  it.each([
    [53, 1, true],
    [45, 1, false],
    [45, 2, true],
    [53, 2, false],
    [10, 1, false],
  ])(
    'spec 01 §4 Ban: ban level %d with ban version %d may withdraw: %s (and never deposit)',
    async (banLevel, banVersion, allowed) => {
      await server.database.db.update(players).set({ banLevel, banVersion }).where(eq(players.id, payer.playerId));
      const response = await withdraw();
      expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
      if (!allowed) expect(errorCodeOf(response)).toBe('account_restricted');
      expect((await startDepositOf(server.app, payer)).statusCode).toBe(403);
    },
  );

  it('never overdraws: many withdrawals at once take at most the balance', async () => {
    const responses = await Promise.all(Array.from({ length: 15 }, () => withdraw({ amount: 100_000 })));
    const accepted = responses.filter((response) => response.statusCode === 200).length;
    expect(accepted).toBe(START_MONEY / 100_000);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(0);
  });
});

describe('payment history (spec 01 §2 historypay)', () => {
  async function deposit(card: string) {
    const response = await startDepositOf(server.app, payer);
    const session = response.json<PaymentSession>();
    await submitCard(server.app, session, card);
    return session.paymentId;
  }
  const history = async (query: string) => {
    const response = await call(server.app, payer, 'GET', `/web-api/payments/history?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payments: PaymentRecord[]; hasMore: boolean }>();
  };

  it('filters by kind, status and date range, newest first, paged by before', async () => {
    const first = await deposit(CARDS.success);
    server.clock.advance(3_600_000);
    await payer.signInAgain();
    const second = await deposit(CARDS.decline);
    const third = (await withdrawn()).paymentId;

    expect((await history('')).payments.map((p) => p.paymentId)).toEqual([third, second, first]);
    expect((await history('kind=deposit')).payments.map((p) => p.paymentId)).toEqual([second, first]);
    expect((await history('status=failed')).payments.map((p) => p.paymentId)).toEqual([second]);
    const cut = Math.floor(server.clock.now() / 1000) - 60;
    expect((await history(`to=${cut}`)).payments.map((p) => p.paymentId)).toEqual([first]);
    expect((await history(`from=${cut}`)).payments.map((p) => p.paymentId)).toEqual([third, second]);
    const page1 = await history('limit=2');
    expect(page1).toMatchObject({ hasMore: true });
    const page2 = await history(`limit=2&before=${page1.payments[1]?.paymentId}`);
    expect(page2).toEqual({ payments: [expect.objectContaining({ paymentId: first })], hasMore: false });
    expect((await call(server.app, payer, 'GET', '/web-api/payments/history?kind=bonus')).statusCode).toBe(400);
  });
});

describe('payment requests (spec 01 §2 payment/requests, payment/create-request)', () => {
  it('lists topics, creates a request about a transaction and lists it', async () => {
    const topics = await call(server.app, payer, 'GET', '/web-api/payments/requests/topics');
    const deposit = topics.json<{ topics: { id: string; subTopics: { id: string; needsTransaction: boolean }[] }[] }>()
      .topics[0];
    expect(deposit).toMatchObject({
      id: 'deposit',
      subTopics: expect.arrayContaining([expect.objectContaining({ id: 'not_credited', needsTransaction: true })]),
    });

    const session = (await startDepositOf(server.app, payer)).json<PaymentSession>();
    const create = (body: Record<string, unknown>) =>
      call(server.app, payer, 'POST', '/web-api/payments/requests', {
        topicId: 'deposit',
        subTopicId: 'not_credited',
        paymentId: session.paymentId,
        message: 'My deposit has not arrived',
        ...body,
      });
    const created = await create({});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ paymentId: session.paymentId, status: 'open', answer: null });

    expect(errorCodeOf(await create({ paymentId: null }))).toBe('transaction_required');
    expect(errorCodeOf(await create({ subTopicId: 'delayed' }))).toBe('unknown_topic');
    expect(errorCodeOf(await create({ topicId: 'withdrawal', subTopicId: 'delayed' }))).toBe('transaction_required');
    expect((await create({ message: '   ' })).statusCode).toBe(400);
    const other = await create({ topicId: 'other', subTopicId: 'other', paymentId: null });
    expect(other.statusCode).toBe(200);

    const list = await call(server.app, payer, 'GET', '/web-api/payments/requests');
    expect(list.json<{ requests: { topicId: string }[] }>().requests.map((r) => r.topicId)).toEqual([
      'other',
      'deposit',
    ]);
  });
});

describe('caching of payment answers', () => {
  it('every answer about the player’s money, a refusal included, says no-store', async () => {
    for (const [method, url, payload] of [
      ['GET', '/web-api/payments/methods', undefined],
      ['GET', '/web-api/payments/history', undefined],
      ['GET', '/web-api/payments/withdrawals', undefined],
      ['GET', '/web-api/payments/requests', undefined],
      ['POST', '/web-api/payments/withdrawal/cancel', { paymentId: '1' }],
    ] as const) {
      const response = await call(server.app, payer, method, url, payload);
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });
});
