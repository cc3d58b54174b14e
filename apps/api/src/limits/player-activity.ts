import type { ActivityDay } from '@bet/contract';
import { and, eq, gte, inArray, like, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, currencies, ledgerEntries } from '../db/schema';
import { mainCurrencyOf } from './limit-usage';

/** Spec 02 §9 "default time zone 3": the operator's day runs from 00:00 UTC+3. */
const OPERATOR_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

function operatorDate(ms: number): string {
  return new Date(ms + OPERATOR_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The player's activity of the last `days` operator days, today included, oldest first, one
 * entry per day (zeros for a quiet day): deposits, stakes and bet payouts (wins and returned
 * stakes) from the ledger of the player's own accounts in the main account's currency.
 */
export async function playerActivity(
  db: Pick<Db, 'select'>,
  playerId: number,
  days: number,
  now: Date,
): Promise<{ currency: string; days: ActivityDay[] }> {
  const { iso } = await mainCurrencyOf(db, playerId);
  const todayStart = Math.floor((now.getTime() + OPERATOR_OFFSET_MS) / DAY_MS) * DAY_MS - OPERATOR_OFFSET_MS;
  const firstStart = todayStart - (days - 1) * DAY_MS;
  const byDate = new Map<string, ActivityDay>();
  for (let start = firstStart; start <= todayStart; start += DAY_MS) {
    const date = operatorDate(start);
    byDate.set(date, { date, deposits: 0, stakes: 0, wins: 0 });
  }
  const entries = await db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(
      and(
        eq(accounts.playerId, playerId),
        ne(accounts.type, 4),
        eq(currencies.code, iso),
        gte(ledgerEntries.createdAt, new Date(firstStart)),
        or(
          inArray(ledgerEntries.kind, ['deposit', 'stake', 'win']),
          // A returned coupon's or a rolled-back casino bet's stake; not a refunded withdrawal.
          and(
            eq(ledgerEntries.kind, 'refund'),
            or(like(ledgerEntries.ref, 'coupon:%'), like(ledgerEntries.ref, 'casino:%')),
          ),
        ),
      ),
    );
  for (const entry of entries) {
    const day = byDate.get(operatorDate(entry.at.getTime()));
    if (!day) continue;
    if (entry.kind === 'deposit') day.deposits += entry.amount;
    else if (entry.kind === 'stake') day.stakes -= entry.amount;
    else day.wins += entry.amount;
  }
  return { currency: iso, days: [...byDate.values()] };
}
