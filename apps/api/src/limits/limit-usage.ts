import { and, eq, gt, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, currencies, ledgerEntries, payments } from '../db/schema';

/** A database or an open transaction: what counting a limit's use reads. */
export type UsageDb = Pick<Db, 'select'>;

export interface MainCurrency {
  iso: string;
  minorUnits: number;
}

/** The currency of the player's main account (type 0): the currency of every money limit. */
export async function mainCurrencyOf(db: UsageDb, playerId: number): Promise<MainCurrency> {
  const [row] = await db
    .select({ iso: currencies.code, minorUnits: currencies.minorUnits })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 0)));
  return row ?? { iso: 'RUB', minorUnits: 2 };
}

/** The player's own-money accounts in the limits' currency: the bonus account (type 4) is not the player's money. */
function limitedAccounts(playerId: number, currency: string) {
  return and(eq(accounts.playerId, playerId), ne(accounts.type, 4), eq(currencies.code, currency));
}

/**
 * Deposits that count against a deposit limit (20-22) since `since`: succeeded ones and those
 * still open (created with a live session, or pending at the provider), so starts racing each
 * other cannot together pass the limit (README "Limits").
 */
export async function depositsSince(
  db: UsageDb,
  playerId: number,
  currency: string,
  since: Date,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.kind, 'deposit'),
        eq(payments.currencyCode, currency),
        gt(payments.createdAt, since),
        or(
          inArray(payments.status, ['succeeded', 'pending']),
          and(eq(payments.status, 'created'), gt(payments.expiresAt, now)),
        ),
      ),
    );
  return row?.total ?? 0;
}

export interface Wagering {
  /** Stakes debited, minor units. */
  stakes: number;
  /** Payouts of bets: wins and returned stakes. */
  wins: number;
}

/** Stakes and bet payouts since `since` on the player's own accounts in `currency` (the ledger). */
export async function wageringSince(db: UsageDb, playerId: number, currency: string, since: Date): Promise<Wagering> {
  const [row] = await db
    .select({
      stakes: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'stake' then -${ledgerEntries.amount} else 0 end), 0)::int`,
      wins: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} <> 'stake' then ${ledgerEntries.amount} else 0 end), 0)::int`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(
      and(
        limitedAccounts(playerId, currency),
        gt(ledgerEntries.createdAt, since),
        or(
          inArray(ledgerEntries.kind, ['stake', 'win']),
          // A returned bet or a rolled-back casino bet gives its stake back; a refunded withdrawal
          // is not a bet's payout.
          and(
            eq(ledgerEntries.kind, 'refund'),
            or(like(ledgerEntries.ref, 'coupon:%'), like(ledgerEntries.ref, 'casino:%')),
          ),
        ),
      ),
    );
  return { stakes: row?.stakes ?? 0, wins: row?.wins ?? 0 };
}

/** A loss limit's use: what the stakes lost net of payouts, never below zero. */
export function lossOf(wagering: Wagering): number {
  return Math.max(0, wagering.stakes - wagering.wins);
}
