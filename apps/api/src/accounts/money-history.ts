import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerEntries, payments } from '../db/schema';

/** True when money ever moved on the account or a payment names it: its history must stay. */
export async function hasMoneyHistory(db: Pick<Db, 'select'>, accountId: number): Promise<boolean> {
  const [entry] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .limit(1);
  if (entry) return true;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .limit(1);
  return payment !== undefined;
}
