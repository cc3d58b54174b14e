import { PAYMENT_ERROR_CODES } from '@bet/contract';
import type { createPaymentRequest, PaymentRequest } from '@bet/contract';
import type { Clock } from '@bet/platform';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { paymentRequests, payments } from '../db/schema';
import { toSeconds } from '../http/epoch-seconds';
import { refusePayment } from './payment-refusal';
import { findSubTopic } from './request-topics';
import { rowIdOf } from '../db/row-id';

type Row = typeof paymentRequests.$inferSelect;
export type CreatePaymentRequestInput = z.output<(typeof createPaymentRequest)['body']>;

function toRequest(row: Row): PaymentRequest {
  return {
    requestId: String(row.id),
    topicId: row.topicId,
    subTopicId: row.subTopicId,
    paymentId: row.paymentId === null ? null : String(row.paymentId),
    message: row.message,
    status: row.status,
    answer: row.answer,
    createdAt: toSeconds(row.createdAt.getTime()),
  };
}

export async function listPaymentRequests(db: Db, playerId: number): Promise<PaymentRequest[]> {
  const rows = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.playerId, playerId))
    .orderBy(desc(paymentRequests.id));
  return rows.map(toRequest);
}

/**
 * A payment request (spec 01 §2 payment/create-request): a known topic and sub-topic, and the
 * transaction when the sub-topic needs one: a payment of the player's of the right kind.
 */
export async function createPaymentRequestFor(
  deps: { db: Db; clock: Clock },
  playerId: number,
  body: CreatePaymentRequestInput,
): Promise<PaymentRequest> {
  const sub = findSubTopic(body.topicId, body.subTopicId);
  if (!sub) {
    throw refusePayment(PAYMENT_ERROR_CODES.unknownTopic, `No topic ${body.topicId} with sub-topic ${body.subTopicId}`);
  }
  let paymentId: number | null = null;
  if (sub.transactionKind !== null) {
    const [payment] =
      body.paymentId === null || rowIdOf(body.paymentId) === undefined
        ? []
        : await deps.db
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.id, rowIdOf(body.paymentId) ?? 0),
                eq(payments.playerId, playerId),
                eq(payments.kind, sub.transactionKind),
              ),
            );
    if (!payment) {
      throw refusePayment(
        PAYMENT_ERROR_CODES.transactionRequired,
        `This sub-topic needs one of the player's ${sub.transactionKind}s as its transaction`,
      );
    }
    paymentId = payment.id;
  }
  const [row] = await deps.db
    .insert(paymentRequests)
    .values({
      playerId,
      topicId: body.topicId,
      subTopicId: body.subTopicId,
      paymentId,
      message: body.message,
      createdAt: new Date(deps.clock.now()),
    })
    .returning();
  if (!row) throw new Error('The payment request was not stored');
  return toRequest(row);
}
