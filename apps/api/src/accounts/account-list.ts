import type { Account, AccountsAnswer } from '@bet/contract';
import { ACCOUNT_TYPES } from '@bet/contract';
import { asc, eq } from 'drizzle-orm';
import type { Player } from '../auth/players';
import { currencySymbol } from '../auth/currency-symbols';
import type { Db } from '../db/database';
import { accounts, currencies } from '../db/schema';
import { hasDeposit } from '../payments/payment-records';

/** Labels of the account types (spec 01 §3: 0 main, 4 bonus, 9 additional currency). */
const ACCOUNT_LABELS: Record<number, string> = { 0: 'main', 4: 'bonus', 9: 'additional' };

/** The player's accounts, main first, then by type and age, as the account list answers them. */
export async function listAccounts(db: Db, playerId: number): Promise<Account[]> {
  const rows = await db
    .select({ account: accounts, iso: currencies.code })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.playerId, playerId))
    .orderBy(asc(accounts.type), asc(accounts.id));
  return rows.map(({ account, iso }) => ({
    id: account.id,
    iso,
    symbol: currencySymbol(iso),
    currencyId: account.currencyId,
    money: account.money,
    type: account.type,
    label: account.label || (ACCOUNT_LABELS[account.type] ?? ''),
    points: account.points,
    isActive: account.isActive,
    isPointsTypeBalance: false,
  }));
}

/**
 * The account list with the account state's server parts (contract getAccounts). The sandbox's
 * bonuses are its bonus accounts (type 4: idBonus is the account's id); the first-deposit bonus
 * is available until the player's first succeeded deposit (the same rule the payment methods
 * answer, src/payments); no account is frozen (no rule in the spec freezes one).
 */
export async function readAccountsAnswer(db: Db, player: Player): Promise<AccountsAnswer> {
  const list = await listAccounts(db, player.id);
  return {
    accounts: list,
    bonuses: list
      .filter((account) => account.type === ACCOUNT_TYPES.bonus)
      .map((account) => ({ idBonus: account.id, money: account.money })),
    isAvailableFirstDepositBonus: !(await hasDeposit(db, player.id)),
    isAccountFrozen: false,
  };
}
