import type { PaymentStatus } from '@bet/contract';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, payments } from '../db/schema';
import type { ProviderCallback } from '../payment-provider/callback-signature';
import { startWager } from '../bonuses/bonus-store';
import { lockPlayer } from '../limits/player-lock';
import { firstDepositBonus } from './first-deposit-bonus';
import { moveMoney } from './ledger';
import type { LedgerDb } from './ledger';
import type { PaymentRow } from './payment-records';
import { endWithdrawalIn } from './withdrawals';

/** What a callback did: changed the payment, repeated what is already known, or was refused. */
export type CallbackOutcome =
  | { kind: 'applied'; status: PaymentStatus }
  | { kind: 'duplicate'; status: PaymentStatus }
  | { kind: 'refused'; statusCode: number; reason: string };

/** The deposit states a callback status may come from (final states never change again). */
const DEPOSIT_FROM: Record<ProviderCallback['status'], PaymentStatus[]> = {
  pending: ['created', 'expired'],
  // A session that ran out while the bank was answering: the money arrived, so it counts.
  succeeded: ['created', 'pending', 'expired'],
  failed: ['created', 'pending', 'expired'],
  cancelled: ['created', 'expired'],
};

/**
 * Applies the provider's callback (already signature-checked) exactly once: the payment's state
 * moves only from the states allowed (a conditional update under the row's lock), the provider's
 * transaction id binds to the payment on the first callback (the idempotency key: another
 * transaction for the same payment is refused), and the credit, the first-deposit bonus and
 * their ledger entries are in the same transaction. A repeated or replayed callback finds the
 * payment already moved and changes nothing.
 */
export async function applyProviderCallback(db: Db, callback: ProviderCallback, at: Date): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, Number(callback.paymentId)))
      .for('update');
    if (!payment) return refused(404, `No payment ${callback.paymentId}`);
    if (
      payment.kind !== callback.kind ||
      payment.amount !== callback.amount ||
      payment.currencyCode !== callback.currency
    ) {
      return refused(400, `The callback does not match payment ${payment.id} (kind, amount or currency)`);
    }
    if (payment.providerTransactionId !== null && payment.providerTransactionId !== callback.transactionId) {
      return refused(409, `Payment ${payment.id} belongs to another provider transaction`);
    }
    return payment.kind === 'deposit'
      ? applyToDeposit(tx, payment, callback, at)
      : applyToWithdrawal(tx, payment, callback, at);
  });
}

function refused(statusCode: number, reason: string): CallbackOutcome {
  return { kind: 'refused', statusCode, reason };
}

async function applyToDeposit(
  tx: LedgerDb,
  payment: PaymentRow,
  callback: ProviderCallback,
  at: Date,
): Promise<CallbackOutcome> {
  const [moved] = await tx
    .update(payments)
    .set({
      status: callback.status,
      providerTransactionId: callback.transactionId,
      cardMask: callback.cardMask,
      reason: callback.reason,
      updatedAt: at,
    })
    .where(
      and(
        eq(payments.id, payment.id),
        inArray(payments.status, DEPOSIT_FROM[callback.status]),
        or(isNull(payments.providerTransactionId), eq(payments.providerTransactionId, callback.transactionId)),
      ),
    )
    .returning();
  if (!moved) return { kind: 'duplicate', status: payment.status };
  if (callback.status === 'succeeded') {
    // The first-deposit bonus checks that no other deposit of the player succeeded: two callbacks
    // of two first deposits at once would both pass that check. Into one account they already take
    // turns at its row (the credit below); the player's row makes them take turns whatever the
    // accounts. Taken before the account's, the order of a placement (player, then account), so
    // the two never deadlock.
    await lockPlayer(tx, moved.playerId);
    await moveMoney(tx, {
      accountId: moved.accountId,
      kind: 'deposit',
      amount: moved.amount,
      ref: `payment:${moved.id}`,
      at,
    });
    await creditFirstDepositBonus(tx, moved, at);
  }
  return { kind: 'applied', status: callback.status };
}

/**
 * The first-deposit bonus (first-deposit-bonus.ts) of the choice stored at the start, when no
 * other deposit of the player has succeeded: into the bonus account (type 4) of the deposit's
 * currency, made when missing.
 */
async function creditFirstDepositBonus(tx: LedgerDb, deposit: PaymentRow, at: Date): Promise<void> {
  if (deposit.bonusChoice === 0) return;
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, deposit.playerId),
        eq(payments.kind, 'deposit'),
        eq(payments.status, 'succeeded'),
        ne(payments.id, deposit.id),
      ),
    )
    .limit(1);
  if (earlier) return;
  const bonus = firstDepositBonus(deposit.bonusChoice as 1 | 2, deposit.amount, deposit.currencyCode);
  if (bonus <= 0) return;
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, deposit.accountId));
  if (!account) return;
  const [existing] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.playerId, deposit.playerId), eq(accounts.type, 4), eq(accounts.currencyId, account.currencyId)),
    );
  const bonusAccountId =
    existing?.id ??
    (
      await tx
        .insert(accounts)
        .values({ playerId: deposit.playerId, currencyId: account.currencyId, type: 4, money: 0 })
        .returning({ id: accounts.id })
    )[0]?.id;
  if (bonusAccountId === undefined) return;
  await moveMoney(tx, { accountId: bonusAccountId, kind: 'bonus', amount: bonus, ref: `payment:${deposit.id}`, at });
  // The bonus is released to the deposit's account once wagered (src/bonuses).
  await startWager(tx, {
    playerId: deposit.playerId,
    paymentId: deposit.id,
    bonusAccountId,
    mainAccountId: deposit.accountId,
    kind: deposit.bonusChoice === 1 ? 'sport' : 'casino',
    bonusAmount: bonus,
    at,
  });
  await tx.update(payments).set({ bonusAmount: bonus }).where(eq(payments.id, deposit.id));
}

async function applyToWithdrawal(
  tx: LedgerDb,
  payment: PaymentRow,
  callback: ProviderCallback,
  at: Date,
): Promise<CallbackOutcome> {
  if (payment.providerTransactionId === null) {
    await tx.update(payments).set({ providerTransactionId: callback.transactionId }).where(eq(payments.id, payment.id));
  }
  if (callback.status === 'failed' || callback.status === 'cancelled') {
    const ended = await endWithdrawalIn(
      tx,
      payment.id,
      callback.status === 'failed' ? 'rejected' : 'cancelled',
      at,
      callback.reason,
      { cardMask: callback.cardMask },
    );
    return ended ? { kind: 'applied', status: ended.status } : { kind: 'duplicate', status: payment.status };
  }
  // The payout card is known: the withdrawal waits for the operator's decision.
  if (payment.status === 'pending' && payment.cardMask === null && callback.cardMask !== null) {
    await tx.update(payments).set({ cardMask: callback.cardMask, updatedAt: at }).where(eq(payments.id, payment.id));
    return { kind: 'applied', status: 'pending' };
  }
  return { kind: 'duplicate', status: payment.status };
}
