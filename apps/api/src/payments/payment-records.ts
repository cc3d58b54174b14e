import type { PaymentRecord } from '@bet/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, payments } from '../db/schema';
import { toSeconds } from '../http/epoch-seconds';
import { PAYMENT_ERROR_CODES } from '@bet/contract';
import { refusePayment } from './payment-refusal';
import { rowIdOf } from '../db/row-id';

export type PaymentRow = typeof payments.$inferSelect;

/** A stored payment as the contract shows it. */
export function toRecord(row: PaymentRow): PaymentRecord {
  return {
    paymentId: String(row.id),
    kind: row.kind,
    status: row.status,
    methodId: row.methodId,
    accountId: row.accountId,
    currencyIso: row.currencyCode,
    amount: row.amount,
    bonusAmount: row.bonusAmount,
    cardMask: row.cardMask,
    reason: row.reason,
    createdAt: toSeconds(row.createdAt.getTime()),
    updatedAt: toSeconds(row.updatedAt.getTime()),
  };
}

/**
 * Deposits whose session ran out unpaid become `expired` (read lazily, before a player's
 * payments are read or a callback is applied): nothing moved, so nothing is given back.
 */
export async function expireUnpaid(db: Pick<Db, 'update'>, now: Date, playerId?: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'expired', reason: 'The payment session expired unpaid', updatedAt: now })
    .where(
      and(
        eq(payments.status, 'created'),
        lt(payments.expiresAt, now),
        playerId === undefined ? undefined : eq(payments.playerId, playerId),
      ),
    );
}

/** One of the player's payments, or payment_not_found (another player's reads as missing). */
export async function findPlayersPayment(db: Db, playerId: number, paymentId: string): Promise<PaymentRow> {
  const id = rowIdOf(paymentId);
  const [row] =
    id === undefined
      ? []
      : await db
          .select()
          .from(payments)
          .where(and(eq(payments.id, id), eq(payments.playerId, playerId)));
  if (!row)
    throw refusePayment(PAYMENT_ERROR_CODES.paymentNotFound, `No payment ${paymentId} among the player's payments`);
  return row;
}

export async function balanceOf(db: Pick<Db, 'select'>, accountId: number): Promise<number> {
  const [row] = await db.select({ money: accounts.money }).from(accounts).where(eq(accounts.id, accountId));
  return row?.money ?? 0;
}

/** True once the player has a succeeded deposit (spec 01 §3 has_deposit; the first-deposit bonus is gone). */
export async function hasDeposit(db: Pick<Db, 'select'>, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.kind, 'deposit'), eq(payments.status, 'succeeded')));
  return (row?.n ?? 0) > 0;
}
