import { PAYMENT_ERROR_CODES } from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { payments } from '../db/schema';
import { requestHash } from '../betting/request-hash';
import type { PaymentRow } from './payment-records';
import { refusePayment } from './payment-refusal';

type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'requestHash'>;

/**
 * Stores a new payment, idempotent on (player, requestId): the same request again answers the
 * stored payment and `created: false`; the same id with another request is duplicate_id. Two at
 * once meet at the unique index, and the second reads the first. `onCreated` runs in the same
 * transaction (a withdrawal holds its money there; throwing undoes the payment).
 */
export async function storePayment(
  db: Db,
  values: NewPayment,
  request: unknown,
  onCreated?: (tx: Pick<Db, 'insert' | 'update' | 'select'>, row: PaymentRow) => Promise<void>,
): Promise<{ row: PaymentRow; created: boolean }> {
  const hash = requestHash(request);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ ...values, requestHash: hash })
      .onConflictDoNothing({ target: [payments.playerId, payments.requestId] })
      .returning();
    if (row && onCreated) await onCreated(tx, row);
    return row;
  });
  if (created) return { row: created, created: true };
  const [stored] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.playerId, values.playerId), eq(payments.requestId, values.requestId)));
  if (!stored) throw new Error('A payment with this request id conflicted but cannot be read');
  if (stored.requestHash !== hash) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.duplicateId,
      'This request id was already used for another payment: make a new one',
    );
  }
  return { row: stored, created: false };
}
