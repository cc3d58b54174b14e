import { randomUUID } from 'node:crypto';
import type { Clock } from '@bet/platform';
import { and, eq, lte } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Db } from '../db/database';
import { providerTransactions } from '../db/schema';
import type { ProviderTransactionStatus } from '../db/schema';
import { checkCardForm } from './card-form';
import type { CardFormValues } from './card-form';
import { createCallbackQueue } from './callback-queue';
import type { CallbackSender } from './callback-queue';
import { challengePage, cardPage, messagePage, providerPageHeaders } from './provider-pages';
import { readPaymentSession, returnUrl } from './session-token';
import type { PaymentSessionClaims } from './session-token';
import { cardOutcome, maskCard, THREE_DS_CODE } from './test-cards';

type Transaction = typeof providerTransactions.$inferSelect;

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
  /** The switches and how many callbacks wait (counted in the provider's table). */
  controls(): Promise<ProviderControls & { waitingCallbacks: number }>;
  setControls(patch: Partial<ProviderControls>): void;
  /** Switches back to their defaults; the waiting callbacks are dropped (the transactions stay). */
  reset(): Promise<void>;
}

export interface ProviderDeps {
  /** Where the provider keeps its own records (provider_* tables), so a restart loses nothing. */
  db: Db;
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
  const { db } = deps;
  let pendingResolveMs: number | null = DEFAULT_PENDING_RESOLVE_MS;
  const queue = createCallbackQueue({
    db,
    secret: deps.secret,
    clock: deps.clock,
    send: deps.send,
    onGiveUp: (callback, reason) =>
      app.log.error({ paymentId: callback.paymentId, eventId: callback.eventId, reason }, 'callback given up'),
  });

  const byPayment = async (paymentId: string): Promise<Transaction | undefined> =>
    (await db.select().from(providerTransactions).where(eq(providerTransactions.paymentId, paymentId)))[0];
  const byId = async (id: string): Promise<Transaction | undefined> =>
    (await db.select().from(providerTransactions).where(eq(providerTransactions.id, id)))[0];

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-frame-options', 'DENY');
  });

  const html = (reply: FastifyReply, status: number, body: string, claims?: PaymentSessionClaims) =>
    reply.code(status).headers(providerPageHeaders(claims?.returnBase)).type('text/html; charset=utf-8').send(body);

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

  /** Delivers what is due now; a failure only logs (the callback waits in its table for a retry). */
  function deliverDue(): Promise<void> {
    return queue
      .flush()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'callback failed'));
  }

  /**
   * Moves a transaction on from the state it was read in and records the merchant's callback in
   * the same database transaction. The update holds only while the row is still in that state, so
   * two settlements racing (a tick and resolve(), two instances) tell the merchant once; the loser
   * reads the winner's state. `transaction` is updated in place either way.
   */
  async function settle(
    transaction: Transaction,
    status: ProviderTransactionStatus,
    reason: string | null = null,
  ): Promise<boolean> {
    const now = deps.clock.now();
    const resolveAt = status === 'pending' && pendingResolveMs !== null ? new Date(now + pendingResolveMs) : null;
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(providerTransactions)
        .set({ status, reason, resolveAt, updatedAt: new Date(now) })
        .where(and(eq(providerTransactions.id, transaction.id), eq(providerTransactions.status, transaction.status)))
        .returning();
      if (!row) return undefined;
      if (row.status !== 'challenge') {
        await queue.add(tx, {
          transactionId: row.id,
          paymentId: row.claims.paymentId,
          kind: row.claims.kind,
          status: row.status,
          amount: row.claims.amount,
          currency: row.claims.currency,
          cardMask: row.cardMask,
          reason: row.reason,
        });
      }
      return row;
    });
    const current = changed ?? (await byId(transaction.id));
    if (current) Object.assign(transaction, current);
    if (changed) await deliverDue();
    return changed !== undefined;
  }

  /**
   * A new transaction for a payment. One waiting for its 3-D Secure code is replaced (the player
   * entered the card again); undefined when the payment already has an answered one.
   */
  async function start(claims: PaymentSessionClaims, cardMask: string | null): Promise<Transaction | undefined> {
    const now = new Date(deps.clock.now());
    return db.transaction(async (tx) => {
      await tx
        .delete(providerTransactions)
        .where(and(eq(providerTransactions.paymentId, claims.paymentId), eq(providerTransactions.status, 'challenge')));
      const [row] = await tx
        .insert(providerTransactions)
        .values({
          id: `ptx_${randomUUID().replaceAll('-', '')}`,
          paymentId: claims.paymentId,
          claims,
          status: 'challenge',
          cardMask,
          reason: null,
          resolveAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    });
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
    const existing = await byPayment(claims.paymentId);
    if (existing && existing.status !== 'challenge') return reply.redirect(backTo(existing), 303);
    return html(reply, 200, cardPage(token, claims), claims);
  });

  app.post<{ Body: Partial<CardFormValues> & { session?: string } }>('/pay', async (request, reply) => {
    const token = request.body?.session;
    const claims = session(reply, token);
    if (!claims || !token) return reply;
    const existing = await byPayment(claims.paymentId);
    if (existing && existing.status !== 'challenge') return reply.redirect(backTo(existing), 303);

    const values: CardFormValues = {
      cardNumber: String(request.body.cardNumber ?? ''),
      expiry: String(request.body.expiry ?? ''),
      cvc: String(request.body.cvc ?? ''),
      holder: String(request.body.holder ?? ''),
    };
    const form = checkCardForm(values, deps.clock.now());
    if (!form.ok) return html(reply, 422, cardPage(token, claims, values, form.errors), claims);

    const transaction = await start(claims, maskCard(form.digits));
    if (!transaction) {
      // Answered meanwhile (the same form sent twice at once): the result of the first.
      const answered = await byPayment(claims.paymentId);
      return answered ? reply.redirect(backTo(answered), 303) : reply.redirect(returnUrl(claims, 'fail'), 303);
    }
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
    const transaction = await byId(request.query.transactionId ?? '');
    if (!transaction) return html(reply, 404, messagePage('Not found', 'There is no payment to confirm.'));
    if (transaction.status !== 'challenge') return reply.redirect(backTo(transaction), 303);
    return html(reply, 200, challengePage(transaction.id, transaction.claims), transaction.claims);
  });

  app.post<{ Body: { transactionId?: string; code?: string } }>('/pay/3ds', async (request, reply) => {
    const transaction = await byId(String(request.body?.transactionId ?? ''));
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
    const transaction =
      (await byPayment(claims.paymentId)) ?? (await start(claims, null)) ?? (await byPayment(claims.paymentId));
    if (!transaction) return reply.redirect(returnUrl(claims, 'fail'), 303);
    if (transaction.status === 'challenge') await settle(transaction, 'cancelled', 'Cancelled by the player');
    return reply.redirect(backTo(transaction), 303);
  });

  app.get('/health', async () => ({ ok: true }));

  return {
    app,
    async tick() {
      const due = await db
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.status, 'pending'),
            lte(providerTransactions.resolveAt, new Date(deps.clock.now())),
          ),
        )
        .orderBy(providerTransactions.resolveAt);
      for (const transaction of due) await settle(transaction, 'succeeded');
      await queue.flush();
    },
    async deliverAll() {
      const delivered = await queue.flush(true);
      return { delivered, waiting: await queue.waiting() };
    },
    async resolve(paymentId, outcome) {
      const transaction = await byPayment(paymentId);
      if (!transaction || transaction.status !== 'pending') return false;
      return outcome === 'success'
        ? settle(transaction, 'succeeded')
        : settle(transaction, 'failed', 'Declined by the bank after review');
    },
    controls: async () => ({
      failNextCallbacks: queue.controls.failNext,
      callbackDelayMs: queue.controls.delayMs,
      pendingResolveMs,
      waitingCallbacks: await queue.waiting(),
    }),
    setControls(patch) {
      if (patch.failNextCallbacks !== undefined) queue.controls.failNext = patch.failNextCallbacks;
      if (patch.callbackDelayMs !== undefined) queue.controls.delayMs = patch.callbackDelayMs;
      if (patch.pendingResolveMs !== undefined) pendingResolveMs = patch.pendingResolveMs;
    },
    async reset() {
      pendingResolveMs = DEFAULT_PENDING_RESOLVE_MS;
      await queue.clear();
    },
  };
}
