import type { LedgerKind } from '@bet/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, ledgerEntries } from '../db/schema';

/** A database or an open transaction: what moving money needs. */
export type LedgerDb = Pick<Db, 'insert' | 'update' | 'select'>;

export interface Movement {
  accountId: number;
  kind: LedgerKind;
  /** Signed minor units: a credit is positive, a debit negative. */
  amount: number;
  /** What moved the money: `payment:<id>`, `coupon:<id>`, ... */
  ref: string;
  at: Date;
}

/**
 * The one way an account's money changes: the balance and its ledger entry in the caller's
 * transaction, so the balance always equals the sum of the account's ledger. A debit only
 * happens while the account holds enough (the conditional update is the guard: two debits racing
 * for the same money cannot both find it); answers null when it does not, and changes nothing.
 * Answers the balance after the movement.
 */
export async function moveMoney(db: LedgerDb, movement: Movement): Promise<number | null> {
  const { accountId, amount } = movement;
  const guard = amount < 0 ? and(eq(accounts.id, accountId), gte(accounts.money, -amount)) : eq(accounts.id, accountId);
  const [moved] = await db
    .update(accounts)
    .set({ money: sql`${accounts.money} + ${amount}` })
    .where(guard)
    .returning({ money: accounts.money });
  if (!moved) return null;
  await db.insert(ledgerEntries).values({
    accountId,
    kind: movement.kind,
    amount,
    balanceAfter: moved.money,
    ref: movement.ref,
    createdAt: movement.at,
  });
  return moved.money;
}

/** Every account whose balance differs from the sum of its ledger (none, if money only moves through moveMoney). */
export async function unbalancedAccounts(
  db: Pick<Db, 'select'>,
): Promise<{ accountId: number; balance: number; ledgerSum: number }[]> {
  const ledgerSum = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`;
  return db
    .select({ accountId: accounts.id, balance: accounts.money, ledgerSum })
    .from(accounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .groupBy(accounts.id, accounts.money)
    .having(sql`${accounts.money} <> ${ledgerSum}`);
}
