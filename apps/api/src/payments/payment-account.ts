import { PAYMENT_ERROR_CODES } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, currencies } from '../db/schema';
import { refusePayment } from './payment-refusal';

export interface PaymentAccount {
  id: number;
  type: 0 | 4 | 9;
  iso: string;
  currencyId: number;
}

/**
 * The account money moves in or out of: the one named (it must be the player's), else the
 * active account, else the main one. The bonus account (type 4) takes no deposit and gives no
 * withdrawal: its money comes from the first-deposit bonus only.
 */
export async function paymentAccount(db: Db, playerId: number, accountId: number | undefined): Promise<PaymentAccount> {
  const rows = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      isActive: accounts.isActive,
      iso: currencies.code,
      currencyId: accounts.currencyId,
    })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.playerId, playerId));
  const account =
    accountId === undefined
      ? (rows.find((row) => row.isActive && row.type !== 4) ?? rows.find((row) => row.type === 0))
      : rows.find((row) => row.id === accountId);
  if (!account) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.accountUnavailable,
      `Account ${accountId ?? ''} is not one of the player's accounts`,
    );
  }
  if (account.type === 4) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.accountUnavailable,
      'Money cannot be paid into or out of the bonus account',
    );
  }
  return { id: account.id, type: account.type, iso: account.iso, currencyId: account.currencyId };
}
