import { randomUUID } from 'node:crypto';
import type { Clock } from '@bet/platform';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { checkCardForm } from './card-form';
import type { CardFormValues } from './card-form';
import type { ProviderCallback } from './callback-signature';
import { createCallbackQueue } from './callback-queue';
import type { CallbackSender } from './callback-queue';
import { challengePage, cardPage, messagePage } from './provider-pages';
import { readPaymentSession, returnUrl } from './session-token';
import type { PaymentSessionClaims } from './session-token';
import { cardOutcome, maskCard, THREE_DS_CODE } from './test-cards';

type TransactionStatus = 'challenge' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

interface Transaction {
  id: string;
  claims: PaymentSessionClaims;
  status: TransactionStatus;
  cardMask: string | null;
  reason: string | null;
  /** A pending payment resolves by itself at this time; null: only resolve() does. */
  resolveAt: number | null;
}

export interface ProviderControls {
  failNextCallbacks: number;
  callbackDelayMs: number;
  pendingResolveMs: number | null;
}

export interface PaymentProvider {
  /** The provider's own HTTP server (its own origin: main.ts listens on PAYMENT_PROVIDER_PORT). */
  readonly app: FastifyInstance;
  /** Runs what is due: pending payments that resolve by themselves, callbacks waiting for a retry. */
  tick(): Promise<void>;
  /** Sends every waiting callback now. */
  deliverAll(): Promise<{ delivered: number; waiting: number }>;
  /** The bank answers a pending payment now; false when the payment is not pending here. */
  resolve(paymentId: string, outcome: 'success' | 'fail'): Promise<boolean>;
  controls(): ProviderControls & { waitingCallbacks: number };
  setControls(patch: Partial<ProviderControls>): void;
  reset(): void;
}

export interface ProviderDeps {
  secret: string;
  clock: Clock;
  /** How a callback reaches the merchant (HTTP in main.ts, an inject in tests). */
  send: CallbackSender;
  logger?: FastifyServerOptions['logger'];
}

const DEFAULT_PENDING_RESOLVE_MS = 20_000;

/**
 * A payment provider that behaves like a real one (README "Payments"): the merchant's signed
 * session opens its card page; the test card decides the bank's answer (test-cards.ts); a
 * 3-D Secure card asks a one-time code on a second page; a pending payment resolves later; the
 * player is sent back to the merchant's result page, and the merchant is told server-to-server
 * by a signed callback, retried until accepted. One transaction per payment: submitting again
 * shows the same result.
 */
export function createPaymentProvider(deps: ProviderDeps): PaymentProvider {
  const app = Fastify({ logger: deps.logger ?? false });
  const transactions = new Map<string, Transaction>();
  const byId = new Map<string, Transaction>();
  let pendingResolveMs: number | null = DEFAULT_PENDING_RESOLVE_MS;
  const queue = createCallbackQueue({
    secret: deps.secret,
    clock: deps.clock,
    send: deps.send,
    onGiveUp: (callback, reason) =>
      app.log.error({ paymentId: callback.paymentId, eventId: callback.eventId, reason }, 'callback given up'),
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'DENY');
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  function notify(transaction: Transaction): Promise<void> {
    if (transaction.status === 'challenge') return Promise.resolve();
    const callback: ProviderCallback = {
      eventId: randomUUID(),
      transactionId: transaction.id,
      paymentId: transaction.claims.paymentId,
      kind: transaction.claims.kind,
      status: transaction.status,
      amount: transaction.claims.amount,
      currency: transaction.claims.currency,
      cardMask: transaction.cardMask,
      reason: transaction.reason,
    };
    return queue.add(callback).catch((error: unknown) => app.log.error({ err: error }, 'callback failed'));
  }

  /** Where the player goes back for a transaction's state. */
  function backTo(transaction: Transaction): string {
    const outcome =
      transaction.status === 'succeeded'
        ? 'success'
        : transaction.status === 'pending'
          ? 'pending'
          : transaction.status === 'cancelled'
            ? 'cancel'
            : 'fail';
    return returnUrl(transaction.claims, outcome);
  }

  async function settle(transaction: Transaction, status: TransactionStatus, reason: string | null = null) {
    transaction.status = status;
    transaction.reason = reason;
    transaction.resolveAt =
      status === 'pending' && pendingResolveMs !== null ? deps.clock.now() + pendingResolveMs : null;
    await notify(transaction);
  }

  function start(claims: PaymentSessionClaims, cardMask: string | null): Transaction {
    const transaction: Transaction = {
      id: `ptx_${randomUUID().replaceAll('-', '')}`,
      claims,
      status: 'challenge',
      cardMask,
      reason: null,
      resolveAt: null,
    };
    transactions.set(claims.paymentId, transaction);
    byId.set(transaction.id, transaction);
    return transaction;
  }

  /** The session of a request, or the page that ends the visit. */
  function session(reply: FastifyReply, token: string | undefined): PaymentSessionClaims | null {
    const check = readPaymentSession(deps.secret, token, deps.clock.now());
    if (check.ok) return check.claims;
    if (check.reason === 'invalid') {
      void html(reply, 400, messagePage('Payment link not valid', 'This payment link is not valid. Start again.'));
    } else {
      void html(
        reply,
        410,
        messagePage('Payment session expired', 'This payment session has expired. Nothing was charged.', {
          href: returnUrl(check.claims, 'fail'),
          label: `Return to ${check.claims.merchant}`,
        }),
      );
    }
    return null;
  }

  app.get<{ Querystring: { session?: string } }>('/pay', async (request, reply) => {
    const token = request.query.session;
    const claims = session(reply, token);
    if (!claims || !token) return reply;
    const existing = transactions.get(claims.paymentId);
    if (existing && existing.status !== 'challenge') return reply.redirect(backTo(existing), 303);
    return html(reply, 200, cardPage(token, claims));
  });

  app.post<{ Body: Partial<CardFormValues> & { session?: string } }>('/pay', async (request, reply) => {
    const token = request.body?.session;
    const claims = session(reply, token);
    if (!claims || !token) return reply;
    const existing = transactions.get(claims.paymentId);
    if (existing && existing.status !== 'challenge') return reply.redirect(backTo(existing), 303);

    const values: CardFormValues = {
      cardNumber: String(request.body.cardNumber ?? ''),
      expiry: String(request.body.expiry ?? ''),
      cvc: String(request.body.cvc ?? ''),
      holder: String(request.body.holder ?? ''),
    };
    const form = checkCardForm(values, deps.clock.now());
    if (!form.ok) return html(reply, 422, cardPage(token, claims, values, form.errors));

    const transaction = start(claims, maskCard(form.digits));
    const outcome = cardOutcome(form.digits);
    if (outcome === 'decline') await settle(transaction, 'failed', 'Declined by the bank');
    else if (outcome === 'expired_card') await settle(transaction, 'failed', 'The card has expired');
    else if (claims.kind === 'withdrawal') await settle(transaction, 'succeeded');
    else if (outcome === 'challenge') return reply.redirect(`/pay/3ds?transactionId=${transaction.id}`, 303);
    else if (outcome === 'pending') await settle(transaction, 'pending');
    else await settle(transaction, 'succeeded');
    return reply.redirect(backTo(transaction), 303);
  });

  app.get<{ Querystring: { transactionId?: string } }>('/pay/3ds', async (request, reply) => {
    const transaction = byId.get(request.query.transactionId ?? '');
    if (!transaction) return html(reply, 404, messagePage('Not found', 'There is no payment to confirm.'));
    if (transaction.status !== 'challenge') return reply.redirect(backTo(transaction), 303);
    return html(reply, 200, challengePage(transaction.id, transaction.claims));
  });

  app.post<{ Body: { transactionId?: string; code?: string } }>('/pay/3ds', async (request, reply) => {
    const transaction = byId.get(String(request.body?.transactionId ?? ''));
    if (!transaction) return html(reply, 404, messagePage('Not found', 'There is no payment to confirm.'));
    if (transaction.status === 'challenge') {
      if (String(request.body.code ?? '').trim() === THREE_DS_CODE) await settle(transaction, 'succeeded');
      else await settle(transaction, 'failed', '3-D Secure authentication failed');
    }
    return reply.redirect(backTo(transaction), 303);
  });

  app.post<{ Body: { session?: string } }>('/pay/cancel', async (request, reply) => {
    const token = request.body?.session;
    const claims = session(reply, token);
    if (!claims) return reply;
    const transaction = transactions.get(claims.paymentId) ?? start(claims, null);
    if (transaction.status === 'challenge') await settle(transaction, 'cancelled', 'Cancelled by the player');
    return reply.redirect(backTo(transaction), 303);
  });

  app.get('/health', async () => ({ ok: true }));

  return {
    app,
    async tick() {
      const now = deps.clock.now();
      for (const transaction of transactions.values()) {
        if (transaction.status === 'pending' && transaction.resolveAt !== null && transaction.resolveAt <= now) {
          await settle(transaction, 'succeeded');
        }
      }
      await queue.flush();
    },
    async deliverAll() {
      const delivered = await queue.flush(true);
      return { delivered, waiting: queue.waiting() };
    },
    async resolve(paymentId, outcome) {
      const transaction = transactions.get(paymentId);
      if (!transaction || transaction.status !== 'pending') return false;
      if (outcome === 'success') await settle(transaction, 'succeeded');
      else await settle(transaction, 'failed', 'Declined by the bank after review');
      return true;
    },
    controls: () => ({
      failNextCallbacks: queue.controls.failNext,
      callbackDelayMs: queue.controls.delayMs,
      pendingResolveMs,
      waitingCallbacks: queue.waiting(),
    }),
    setControls(patch) {
      if (patch.failNextCallbacks !== undefined) queue.controls.failNext = patch.failNextCallbacks;
      if (patch.callbackDelayMs !== undefined) queue.controls.delayMs = patch.callbackDelayMs;
      if (patch.pendingResolveMs !== undefined) pendingResolveMs = patch.pendingResolveMs;
    },
    reset() {
      queue.clear();
      pendingResolveMs = DEFAULT_PENDING_RESOLVE_MS;
    },
  };
}
