import { PAYMENT_ERROR_CODES } from '@bet/contract';
import type { createWithdrawalBodySchema, PaymentRecord, PaymentSession } from '@bet/contract';
import type { Clock } from '@bet/platform';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Player } from '../auth/players';
import type { Db } from '../db/database';
import { payments } from '../db/schema';
import { formatMinor } from '../betting/format-minor';
import { checkMethodAndAmount } from './amount-bounds';
import { canWithdraw } from './ban-rule';
import type { ForcedRefusals } from './forced-refusals';
import { issueSession, SESSION_TTL_MS } from './issue-session';
import type { SessionPlace } from './issue-session';
import { moveMoney } from './ledger';
import type { LedgerDb } from './ledger';
import { paymentAccount } from './payment-account';
import { balanceOf, findPlayersPayment, toRecord } from './payment-records';
import type { PaymentRow } from './payment-records';
import { refusePayment } from './payment-refusal';
import { storePayment } from './store-payment';

export type CreateWithdrawalInput = z.output<typeof createWithdrawalBodySchema>;

/**
 * A withdrawal (spec 01 §2 deduce): the money is held at once (a `withdrawal` ledger entry in the
 * transaction that stores it as pending), so it cannot be staked meanwhile; a rejection or a
 * cancellation gives it back (`refund`). Spec 01 §4 "Ban": open at the allowed ban levels only.
 */
export async function createWithdrawalFor(
  deps: { db: Db; clock: Clock; refusals: ForcedRefusals },
  player: Player,
  body: CreateWithdrawalInput,
  place: Omit<SessionPlace, 'lang'>,
): Promise<PaymentSession & { payment: PaymentRecord; balance: number }> {
  deps.refusals.check();
  if (!canWithdraw(player)) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.accountRestricted,
      'Withdrawals are closed for this account while it is restricted',
    );
  }
  const account = await paymentAccount(deps.db, player.id, body.accountId);
  const method = checkMethodAndAmount(body.methodId, account.iso, 'withdrawal', body.amount);
  const now = new Date(deps.clock.now());
  const { row } = await storePayment(
    deps.db,
    {
      playerId: player.id,
      accountId: account.id,
      kind: 'withdrawal',
      methodId: method.id,
      amount: body.amount,
      currencyCode: account.iso,
      status: 'pending',
      requestId: body.requestId,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    },
    body,
    async (tx, created) => {
      const held = await moveMoney(tx, {
        accountId: account.id,
        kind: 'withdrawal',
        amount: -body.amount,
        ref: `payment:${created.id}`,
        at: now,
      });
      if (held === null) {
        throw refusePayment(
          PAYMENT_ERROR_CODES.insufficientFunds,
          `The account holds less than ${formatMinor(body.amount, account.iso)}`,
        );
      }
    },
  );
  return {
    ...issueSession(row, { ...place, lang: body.lang }),
    payment: toRecord(row),
    balance: await balanceOf(deps.db, account.id),
  };
}

/**
 * Ends a pending withdrawal: `approved` keeps the money out; `rejected` and `cancelled` give it
 * back in the same transaction. Only a pending one changes (the conditional update), so two
 * decisions at once give one result. Answers the row after, or null when it was not pending.
 */
export async function endWithdrawal(
  db: Db,
  paymentId: number,
  status: 'approved' | 'rejected' | 'cancelled',
  at: Date,
  reason: string | null,
  extra: { cardMask?: string | null } = {},
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => endWithdrawalIn(tx, paymentId, status, at, reason, extra));
}

export async function endWithdrawalIn(
  tx: LedgerDb,
  paymentId: number,
  status: 'approved' | 'rejected' | 'cancelled',
  at: Date,
  reason: string | null,
  extra: { cardMask?: string | null } = {},
): Promise<PaymentRow | null> {
  const [ended] = await tx
    .update(payments)
    .set({ status, reason, updatedAt: at, ...(extra.cardMask ? { cardMask: extra.cardMask } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.kind, 'withdrawal'), eq(payments.status, 'pending')))
    .returning();
  if (!ended) return null;
  if (status !== 'approved') {
    await moveMoney(tx, {
      accountId: ended.accountId,
      kind: 'refund',
      amount: ended.amount,
      ref: `payment:${ended.id}`,
      at,
    });
  }
  return ended;
}

/** The player cancels a pending withdrawal (contract cancelWithdrawal). */
export async function cancelWithdrawalFor(
  deps: { db: Db; clock: Clock },
  playerId: number,
  paymentId: string,
): Promise<{ payment: PaymentRecord; balance: number }> {
  const row = await findPlayersPayment(deps.db, playerId, paymentId);
  if (row.kind !== 'withdrawal') {
    throw refusePayment(
      PAYMENT_ERROR_CODES.notCancellable,
      `Payment ${paymentId} is a deposit: only a withdrawal can be cancelled`,
    );
  }
  const ended = await endWithdrawal(
    deps.db,
    row.id,
    'cancelled',
    new Date(deps.clock.now()),
    'Cancelled by the player',
  );
  if (!ended) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.notCancellable,
      `Withdrawal ${paymentId} is ${row.status}: only a pending one can be cancelled`,
    );
  }
  return { payment: toRecord(ended), balance: await balanceOf(deps.db, ended.accountId) };
}

/** The player's withdrawals, newest first (contract getWithdrawals). */
export async function listWithdrawals(
  db: Db,
  playerId: number,
  status?: PaymentRow['status'],
): Promise<PaymentRecord[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.kind, 'withdrawal'),
        status === undefined ? undefined : eq(payments.status, status),
      ),
    )
    .orderBy(desc(payments.id));
  return rows.map(toRecord);
}
