import { createHash } from 'node:crypto';
import { getPaymentMethods, PAYMENT_ERROR_CODES, paymentRefusalSchema, paymentSessionSchema } from '@bet/contract';
import type { PaymentRecord, PaymentSession } from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadServerSecret } from '../auth/server-secret';
import { accounts, ledgerEntries, players } from '../db/schema';
import { signCallback } from '../payment-provider/callback-signature';
import type { ProviderCallback } from '../payment-provider/callback-signature';
import { paymentProviderOf } from '../server';
import { errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { PROVIDER_CALLBACK_PATH } from './callback-route';
import {
  call,
  CARDS,
  moneyOf,
  providerPath,
  returnedTo,
  START_MONEY,
  startDepositOf,
  submitCard,
  usePayer,
} from './testing/payment-kit';

const server = useTestServer();
const payer = usePayer(server);

async function started(body: Record<string, unknown> = {}): Promise<PaymentSession & { payment: PaymentRecord }> {
  const response = await startDepositOf(server.app, payer, body);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<PaymentSession & { payment: PaymentRecord }>();
  paymentSessionSchema.parse(answer);
  return answer;
}

async function paymentOf(paymentId: string): Promise<{ payment: PaymentRecord; balance: number }> {
  const response = await call(server.app, payer, 'GET', `/web-api/payments/payment?paymentId=${paymentId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const control = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) =>
  server.app.inject({ method, url: `/sandbox-api/control/${path}`, ...(payload ? { payload } : {}) });

describe('deposit methods (contract getPaymentMethods)', () => {
  it('answers the bounds of each method for the account currency and the first-deposit bonus', async () => {
    const response = await call(server.app, payer, 'GET', '/web-api/payments/methods');
    expect(response.statusCode, response.body).toBe(200);
    const answer = getPaymentMethods.response.parse(response.json());
    expect(answer).toMatchObject({
      accountId: payer.accountId,
      currencyIso: 'RUB',
      canDeposit: true,
      canWithdraw: true,
    });
    expect(answer.deposit).toEqual([
      { id: 'card', nameKey: 'payment_method_card', min: 10_000, max: 50_000_000 },
      { id: 'wallet', nameKey: 'payment_method_wallet', min: 5_000, max: 1_500_000 },
    ]);
    expect(answer.withdrawal.map((method) => method.id)).toEqual(['card']);
    expect(answer.firstDepositBonus).toMatchObject({ available: true, choice: 0 });
  });
});

describe('a deposit through the provider (each test card)', () => {
  it('success: the player is sent to the provider origin, back to onpay/success, and the account is credited once', async () => {
    const session = await started();
    expect(session.redirectUrl.startsWith('http://localhost:3001/pay?session=')).toBe(true);
    expect(session.payment.status).toBe('created');
    expect(returnedTo(await submitCard(server.app, session, CARDS.success))).toBe(
      `/en/onpay/success?paymentId=${session.paymentId}`,
    );
    const { payment, balance } = await paymentOf(session.paymentId);
    expect(payment).toMatchObject({ status: 'succeeded', amount: 50_000, cardMask: '4242 •••• 4242' });
    expect(balance).toBe(START_MONEY + 50_000);
    // Paying the same session again changes nothing: the provider shows the same result.
    expect(returnedTo(await submitCard(server.app, session, CARDS.success))).toContain('/en/onpay/success');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
  });

  it('the provider page has a strict policy of its own: no script, its style by hash, forms to itself and back (README "CSP")', async () => {
    const session = await started();
    const provider = paymentProviderOf(server.app).app;
    const page = await provider.inject({ method: 'GET', url: providerPath(session.redirectUrl) });
    expect(page.statusCode, page.body).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toContain('script-src');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'none'");
    const style = /<style>(.*?)<\/style>/s.exec(page.body)?.[1] ?? '';
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    // Browsers check form-action along the redirect back to the merchant too.
    const paid = await submitCard(server.app, session, CARDS.success);
    expect(policy).toContain(`form-action 'self' ${new URL(String(paid.headers.location)).origin}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).not.toContain('<script');
  });

  it.each([
    ['a declined card', CARDS.decline, 'Declined by the bank'],
    ['an expired card', CARDS.expiredCard, 'The card has expired'],
  ])('%s: back to onpay/fail, nothing credited', async (_title, card, reason) => {
    const session = await started();
    expect(returnedTo(await submitCard(server.app, session, card))).toBe(
      `/en/onpay/fail?paymentId=${session.paymentId}`,
    );
    const { payment, balance } = await paymentOf(session.paymentId);
    expect(payment).toMatchObject({ status: 'failed', reason });
    expect(balance).toBe(START_MONEY);
  });

  it('3-D Secure: a second page asks the code; the right code pays, a wrong one fails', async () => {
    const provider = paymentProviderOf(server.app).app;
    const right = await started();
    const challenge = returnedTo(await submitCard(server.app, right, CARDS.challenge));
    expect(challenge).toMatch(/^\/pay\/3ds\?transactionId=ptx_/);
    const page = await provider.inject({ method: 'GET', url: challenge });
    expect(page.body).toContain('<label for="code">One-time code</label>');
    const transactionId = new URLSearchParams(challenge.split('?')[1]).get('transactionId') ?? '';
    const confirm = (code: string) =>
      provider.inject({
        method: 'POST',
        url: '/pay/3ds',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ transactionId, code }).toString(),
      });
    expect(returnedTo(await confirm('123456'))).toContain('/en/onpay/success');
    expect((await paymentOf(right.paymentId)).payment.status).toBe('succeeded');

    const wrong = await started();
    const second = returnedTo(await submitCard(server.app, wrong, CARDS.challenge));
    const secondId = new URLSearchParams(second.split('?')[1]).get('transactionId') ?? '';
    const failed = await provider.inject({
      method: 'POST',
      url: '/pay/3ds',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ transactionId: secondId, code: '000000' }).toString(),
    });
    expect(returnedTo(failed)).toContain('/en/onpay/fail');
    expect((await paymentOf(wrong.paymentId)).payment).toMatchObject({ status: 'failed' });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
  });

  it('pending: back to onpay/pending; resolved by the control API (success, then another to fail)', async () => {
    const first = await started();
    expect(returnedTo(await submitCard(server.app, first, CARDS.pending))).toContain('/en/onpay/pending');
    expect((await paymentOf(first.paymentId)).payment.status).toBe('pending');
    const resolved = await control('POST', 'payments/resolve', { paymentId: first.paymentId, outcome: 'success' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await paymentOf(first.paymentId)).balance).toBe(START_MONEY + 50_000);

    const second = await started();
    await submitCard(server.app, second, CARDS.pending);
    await control('POST', 'payments/resolve', { paymentId: second.paymentId, outcome: 'fail' });
    expect((await paymentOf(second.paymentId)).payment.status).toBe('failed');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
    // Resolving a payment that is not pending any more is refused.
    expect(
      (await control('POST', 'payments/resolve', { paymentId: second.paymentId, outcome: 'success' })).statusCode,
    ).toBe(409);
  });

  it('pending resolves by itself after pendingResolveMs', async () => {
    await control('PUT', 'payments', { pendingResolveMs: 30_000 });
    const session = await started();
    await submitCard(server.app, session, CARDS.pending);
    server.clock.advance(29_000);
    await paymentProviderOf(server.app).tick();
    expect((await paymentOf(session.paymentId)).payment.status).toBe('pending');
    server.clock.advance(2_000);
    await paymentProviderOf(server.app).tick();
    expect((await paymentOf(session.paymentId)).payment.status).toBe('succeeded');
  });

  it('cancel on the provider page: back to onpay/cancel, the deposit is cancelled', async () => {
    const session = await started();
    const response = await paymentProviderOf(server.app).app.inject({
      method: 'POST',
      url: '/pay/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session: session.session }).toString(),
    });
    expect(returnedTo(response)).toBe(`/en/onpay/cancel?paymentId=${session.paymentId}`);
    expect((await paymentOf(session.paymentId)).payment.status).toBe('cancelled');
  });

  it('the provider form keeps what was typed and names each wrong field', async () => {
    const session = await started();
    const response = await submitCard(server.app, session, '1234 5678', { expiry: '01/20', holder: '' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('value="1234 5678"');
    expect(response.body).toContain('aria-describedby="cardNumber-error" aria-invalid="true"');
    expect(response.body).toContain('This expiry date is in the past.');
    expect(response.body).toContain('role="alert"');
  });

  it('an expired session is refused by the provider (410) and the deposit reads expired; a forged one is 400', async () => {
    const session = await started();
    server.clock.advance(16 * 60_000);
    const provider = paymentProviderOf(server.app).app;
    const page = await provider.inject({ method: 'GET', url: providerPath(session.redirectUrl) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(`/en/onpay/fail?paymentId=${session.paymentId}`);
    await payer.signInAgain();
    expect((await paymentOf(session.paymentId)).payment.status).toBe('expired');

    const forged = session.session.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await provider.inject({ method: 'GET', url: `/pay?session=${forged}` })).statusCode).toBe(400);
  });
});

describe('the provider callback (server to server)', () => {
  async function signed(callback: ProviderCallback, at = server.clock.now()) {
    const secret = await loadServerSecret(server.database.db, undefined);
    const body = JSON.stringify(callback);
    return { body, signature: signCallback(secret, body, at) };
  }
  const post = (body: string, signature: string) =>
    server.app.inject({
      method: 'POST',
      url: PROVIDER_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', 'x-provider-signature': signature },
      payload: body,
    });
  const callbackOf = (session: PaymentSession, extra: Partial<ProviderCallback> = {}): ProviderCallback => ({
    eventId: 'event-1',
    transactionId: 'ptx_test_1',
    paymentId: session.paymentId,
    kind: 'deposit',
    status: 'succeeded',
    amount: 50_000,
    currency: 'RUB',
    cardMask: '4242 •••• 4242',
    reason: null,
    ...extra,
  });

  it('credits exactly once: a repeated or replayed callback changes nothing', async () => {
    const session = await started();
    const { body, signature } = await signed(callbackOf(session));
    const first = await post(body, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ duplicate: false, status: 'succeeded' });
    const again = await Promise.all([post(body, signature), post(body, signature), post(body, signature)]);
    for (const response of again) expect(response.json()).toMatchObject({ duplicate: true });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
    const deposits = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.ref, `payment:${session.paymentId}`), eq(ledgerEntries.kind, 'deposit')));
    expect(deposits).toHaveLength(1);
    // A late "failed" for the same transaction cannot undo a final state.
    const late = await signed(callbackOf(session, { eventId: 'event-2', status: 'failed' }));
    expect((await post(late.body, late.signature)).json()).toMatchObject({ duplicate: true, status: 'succeeded' });
  });

  it('refuses (401) a bad signature, a body changed after signing and a signature older than 5 minutes', async () => {
    const session = await started();
    const { body, signature } = await signed(callbackOf(session));
    // One character of the MAC changed (to another one: base64url starts with 'x' one time in 64).
    const forged = signature.replace(/v1=(.)/, (_, first: string) => `v1=${first === 'x' ? 'y' : 'x'}`);
    expect(forged).not.toBe(signature);
    expect((await post(body, forged)).statusCode).toBe(401);
    expect((await post(body.replace('50000', '90000'), signature)).statusCode).toBe(401);
    expect((await post(body, '')).statusCode).toBe(401);
    const old = await signed(callbackOf(session), server.clock.now() - 6 * 60_000);
    expect((await post(old.body, old.signature)).statusCode).toBe(401);
    expect((await paymentOf(session.paymentId)).payment.status).toBe('created');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
  });

  it('refuses another transaction for a paid payment and a callback whose amount differs', async () => {
    const session = await started();
    const first = await signed(callbackOf(session));
    await post(first.body, first.signature);
    const other = await signed(callbackOf(session, { transactionId: 'ptx_other' }));
    expect((await post(other.body, other.signature)).statusCode).toBe(409);
    const second = await started();
    const wrong = await signed(callbackOf(second, { amount: 60_000 }));
    expect((await post(wrong.body, wrong.signature)).statusCode).toBe(400);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
  });

  it('a failed delivery is retried: pending until the provider delivers it, then credited once', async () => {
    await control('PUT', 'payments', { failNextCallbacks: 1 });
    const session = await started();
    expect(returnedTo(await submitCard(server.app, session, CARDS.success))).toContain('/en/onpay/success');
    expect((await paymentOf(session.paymentId)).payment.status).toBe('created');
    expect((await control('GET', 'payments')).json()).toMatchObject({ waitingCallbacks: 1, failNextCallbacks: 0 });
    server.clock.advance(5_000);
    await paymentProviderOf(server.app).tick();
    expect((await paymentOf(session.paymentId)).payment.status).toBe('succeeded');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY + 50_000);
  });

  it('a delayed callback waits; deliverPaymentCallbacks sends it now', async () => {
    await control('PUT', 'payments', { callbackDelayMs: 60_000 });
    const session = await started();
    await submitCard(server.app, session, CARDS.success);
    expect((await paymentOf(session.paymentId)).payment.status).toBe('created');
    expect((await control('POST', 'payments/deliver')).json()).toEqual({ delivered: 1, waiting: 0 });
    expect((await paymentOf(session.paymentId)).payment.status).toBe('succeeded');
  });
});

describe('refusals of startDeposit', () => {
  it.each([
    ['letters', '12a', PAYMENT_ERROR_CODES.amountNotANumber, 400],
    ['decimals of a minor unit', 100.5, PAYMENT_ERROR_CODES.amountTooManyDecimals, 400],
    ['an amount below the minimum', 9_999, PAYMENT_ERROR_CODES.amountBelowMin, 400],
    ['an amount above the maximum', 50_000_001, PAYMENT_ERROR_CODES.amountAboveMax, 400],
  ])('%s: a clear refusal key', async (_title, amount, code, status) => {
    const response = await startDepositOf(server.app, payer, { amount });
    expect(response.statusCode, response.body).toBe(status);
    expect(errorCodeOf(response)).toBe(code);
  });

  it('answers the bound with amount_below_min and amount_above_max', async () => {
    const below = paymentRefusalSchema.parse((await startDepositOf(server.app, payer, { amount: 100 })).json());
    expect(below.limit).toBe(10_000);
    const above = paymentRefusalSchema.parse((await startDepositOf(server.app, payer, { amount: 60_000_000 })).json());
    expect(above.limit).toBe(50_000_000);
  });

  it('refuses an unknown method, another player account, the bonus account and a restricted player', async () => {
    expect(errorCodeOf(await startDepositOf(server.app, payer, { methodId: 'crypto' }))).toBe('method_unavailable');
    expect(errorCodeOf(await startDepositOf(server.app, payer, { accountId: 1 }))).toBe('account_unavailable');
    const [bonus] = await server.database.db
      .insert(accounts)
      .values({ playerId: payer.playerId, currencyId: 1, type: 4 })
      .returning({ id: accounts.id });
    expect(errorCodeOf(await startDepositOf(server.app, payer, { accountId: bonus?.id }))).toBe('account_unavailable');
    await server.database.db.update(players).set({ banLevel: 53 }).where(eq(players.id, payer.playerId));
    const banned = await startDepositOf(server.app, payer);
    expect(banned.statusCode).toBe(403);
    expect(errorCodeOf(banned)).toBe('account_restricted');
  });

  it('answers a retry with the same request id with the first session; another body with duplicate_id', async () => {
    const first = await started({ requestId: 'same-request-1' });
    const again = await started({ requestId: 'same-request-1' });
    expect(again.paymentId).toBe(first.paymentId);
    expect(again.session).toBe(first.session);
    const other = await startDepositOf(server.app, payer, { requestId: 'same-request-1', amount: 70_000 });
    expect(other.statusCode).toBe(409);
    expect(errorCodeOf(other)).toBe('duplicate_id');
  });

  it('forces a refusal through the control API', async () => {
    await control('PUT', 'payments', { refuseNext: 'provider_unavailable' });
    const refused = await startDepositOf(server.app, payer);
    expect(refused.statusCode).toBe(503);
    expect(errorCodeOf(refused)).toBe('provider_unavailable');
    expect((await startDepositOf(server.app, payer)).statusCode).toBe(200);
  });
});

describe('the first-deposit bonus (registration choice)', () => {
  it('credits the bonus account with the first deposit only, as a bonus ledger entry', async () => {
    await server.database.db.update(players).set({ bonusChoice: 1 }).where(eq(players.id, payer.playerId));
    const first = await started();
    expect(first.payment.bonusAmount).toBe(0);
    await submitCard(server.app, first, CARDS.success);
    const { payment } = await paymentOf(first.paymentId);
    expect(payment.bonusAmount).toBe(50_000);
    const [bonus] = await server.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.playerId, payer.playerId), eq(accounts.type, 4)));
    expect(bonus?.money).toBe(50_000);

    const second = await started();
    await submitCard(server.app, second, CARDS.success);
    expect((await paymentOf(second.paymentId)).payment.bonusAmount).toBe(0);
    expect(await moneyOf(server.database.db, bonus?.id ?? 0)).toBe(50_000);
    const methods = getPaymentMethods.response.parse(
      (await call(server.app, payer, 'GET', '/web-api/payments/methods')).json(),
    );
    expect(methods.firstDepositBonus.available).toBe(false);
  });
});
