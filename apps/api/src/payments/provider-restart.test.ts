import type { PaymentRecord, PaymentSession } from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, providerCallbacks, providerTransactions } from '../db/schema';
import { paymentProviderOf } from '../server';
import { useTestServer } from '../testing/test-server';
import {
  call,
  CARDS,
  expectLedgerBalanced,
  moneyOf,
  providerPath,
  returnedTo,
  START_MONEY,
  startDepositOf,
  submitCard,
  usePayer,
} from './testing/payment-kit';

// README "Payments": the provider keeps its own records (provider_* tables), so a restart of the
// sandbox, i.e. a new provider over the same database, loses neither a pending payment nor a
// callback waiting for a retry.

const server = useTestServer();
const payer = usePayer(server);

async function started(): Promise<PaymentSession & { payment: PaymentRecord }> {
  const response = await startDepositOf(server.app, payer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function statusOf(paymentId: string): Promise<string> {
  const response = await call(server.app, payer, 'GET', `/web-api/payments/payment?paymentId=${paymentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payment: PaymentRecord }>().payment.status;
}

const control = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) =>
  server.app.inject({ method, url: `/sandbox-api/control/${path}`, ...(payload ? { payload } : {}) });

async function depositEntries(paymentId: string) {
  return server.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.ref, `payment:${paymentId}`), eq(ledgerEntries.kind, 'deposit')));
}

/** A new server, and so a new provider, over the same database and clock. */
async function restart() {
  const before = paymentProviderOf(server.app);
  await server.restart();
  expect(paymentProviderOf(server.app)).not.toBe(before);
}

describe('the provider after a restart (its records are in its own tables)', () => {
  it('a pending payment started before the restart resolves by time on the new provider', async () => {
    const session = await started();
    expect(returnedTo(await submitCard(server.app, session, CARDS.pending))).toContain('/en/onpay/pending');
    expect(await statusOf(session.paymentId)).toBe('pending');

    await restart();
    server.clock.advance(19_000);
    await paymentProviderOf(server.app).tick();
    expect(await statusOf(session.paymentId)).toBe('pending');
    server.clock.advance(2_000);
    await paymentProviderOf(server.app).tick();
    expect(await statusOf(session.paymentId)).toBe('succeeded');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
    expect(await depositEntries(session.paymentId)).toHaveLength(1);
    // The provider still knows the payment: its page sends the player to the result.
    const page = await paymentProviderOf(server.app).app.inject({
      method: 'GET',
      url: providerPath(session.redirectUrl),
    });
    expect(returnedTo(page)).toBe(`/en/onpay/success?paymentId=${session.paymentId}`);
  });

  it('a pending payment started before the restart is resolved by resolvePayment on the new provider, once', async () => {
    const session = await started();
    await submitCard(server.app, session, CARDS.pending);

    await restart();
    const resolved = await control('POST', 'payments/resolve', { paymentId: session.paymentId, outcome: 'success' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await statusOf(session.paymentId)).toBe('succeeded');
    // Resolved now: the time that comes later changes nothing, and resolving again is refused.
    server.clock.advance(60_000);
    await paymentProviderOf(server.app).tick();
    expect(
      (await control('POST', 'payments/resolve', { paymentId: session.paymentId, outcome: 'fail' })).statusCode,
    ).toBe(409);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
    expect(await depositEntries(session.paymentId)).toHaveLength(1);
  });

  it('a callback that failed delivery before the restart is retried by the new provider and credits once', async () => {
    await control('PUT', 'payments', { failNextCallbacks: 1 });
    const session = await started();
    expect(returnedTo(await submitCard(server.app, session, CARDS.success))).toContain('/en/onpay/success');
    expect(await statusOf(session.paymentId)).toBe('created');

    await restart();
    // The switch was the old instance's; the waiting callback is the provider's record.
    expect((await control('GET', 'payments')).json()).toMatchObject({ waitingCallbacks: 1, failNextCallbacks: 0 });
    await paymentProviderOf(server.app).tick();
    expect(await statusOf(session.paymentId)).toBe('created');
    server.clock.advance(5_000);
    await paymentProviderOf(server.app).tick();
    expect(await statusOf(session.paymentId)).toBe('succeeded');
    expect((await control('GET', 'payments')).json()).toMatchObject({ waitingCallbacks: 0 });

    // Nothing is sent again, by this instance or another one after it.
    await restart();
    server.clock.advance(600_000);
    await paymentProviderOf(server.app).tick();
    expect((await control('POST', 'payments/deliver')).json()).toEqual({ delivered: 0, waiting: 0 });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
    expect(await depositEntries(session.paymentId)).toHaveLength(1);
    await expectLedgerBalanced(server.database.db);
  });

  it('a tick and resolvePayment racing tell the merchant once', async () => {
    const session = await started();
    await submitCard(server.app, session, CARDS.pending);
    await restart();
    server.clock.advance(21_000);
    const provider = paymentProviderOf(server.app);
    const [, resolved] = await Promise.all([provider.tick(), provider.resolve(session.paymentId, 'fail')]);
    const status = await statusOf(session.paymentId);
    // Whichever came first decides; the other one changes nothing.
    expect(status).toBe(resolved ? 'failed' : 'succeeded');
    expect(await depositEntries(session.paymentId)).toHaveLength(status === 'succeeded' ? 1 : 0);
    await expectLedgerBalanced(server.database.db);
  });

  it('the control reset drops the waiting callbacks from the table; the transactions stay', async () => {
    await control('PUT', 'payments', { failNextCallbacks: 1, callbackDelayMs: 60_000 });
    const session = await started();
    await submitCard(server.app, session, CARDS.success);
    expect(await server.database.db.select().from(providerCallbacks)).toHaveLength(1);

    expect((await control('POST', 'reset')).statusCode).toBe(200);
    expect((await control('GET', 'payments')).json()).toMatchObject({
      waitingCallbacks: 0,
      failNextCallbacks: 0,
      callbackDelayMs: 0,
      pendingResolveMs: 20_000,
    });
    expect(await server.database.db.select().from(providerCallbacks)).toEqual([]);
    const [transaction] = await server.database.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.paymentId, session.paymentId));
    expect(transaction?.status).toBe('succeeded');
    expect(await statusOf(session.paymentId)).toBe('created');
  });
});
