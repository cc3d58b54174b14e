import { and, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, ledgerEntries } from '../db/schema';

/**
 * The opening balance of every seeded account that holds money and has no ledger yet (the demo
 * players start with money): one `adjustment` entry, so its balance equals its ledger's sum.
 */
export async function seedLedger(db: Pick<Db, 'insert' | 'select'>): Promise<void> {
  const unledgered = await db
    .select({ id: accounts.id, money: accounts.money })
    .from(accounts)
    .where(
      and(
        ne(accounts.money, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ledgerEntries)
            .where(sql`${ledgerEntries.accountId} = ${accounts.id}`),
        ),
      ),
    );
  if (unledgered.length === 0) return;
  const at = new Date();
  await db.insert(ledgerEntries).values(
    unledgered.map((account) => ({
      accountId: account.id,
      kind: 'adjustment' as const,
      amount: account.money,
      balanceAfter: account.money,
      ref: 'seed',
      createdAt: at,
    })),
  );
}
