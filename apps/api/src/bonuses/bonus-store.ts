import type { BonusWager, PointsEntry } from '@bet/contract';
import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, bonusPointsEntries, bonusWagers, casinoRounds, coupons, currencies, payments } from '../db/schema';
import { moveMoney, type LedgerDb } from '../payments/ledger';
import { advanceWager, monthStart, pointsForStake, WAGER_MULTIPLIER } from './bonus-rules';

/**
 * A stake that counts (issue 12): a settled sport coupon or a casino stake. The one event the
 * betting and the casino wallet raise, in their own transaction; the bonuses do the rest.
 */
export interface Turnover {
  playerId: number;
  source: 'sport' | 'casino';
  amount: number;
  /** What staked: `coupon:<id>` or `casino:<round>`. */
  ref: string;
  at: Date;
}

/** Points for the stake, and the wagers of its kind moved on (released once met). */
export async function recordTurnover(tx: LedgerDb, turnover: Turnover): Promise<void> {
  const points = pointsForStake(turnover.amount);
  if (points > 0) {
    await tx.insert(bonusPointsEntries).values({
      playerId: turnover.playerId,
      amount: points,
      reason: turnover.source === 'sport' ? 'bet' : 'casino',
      ref: turnover.ref,
      createdAt: turnover.at,
    });
  }
  const active = await tx
    .select()
    .from(bonusWagers)
    .where(
      and(
        eq(bonusWagers.playerId, turnover.playerId),
        eq(bonusWagers.kind, turnover.source),
        eq(bonusWagers.status, 'active'),
      ),
    )
    .orderBy(asc(bonusWagers.id));
  for (const wager of active) {
    const progress = advanceWager(wager.progress, wager.required, turnover.amount);
    const met = progress >= wager.required;
    await tx
      .update(bonusWagers)
      .set({ progress, ...(met ? { status: 'released' as const, releasedAt: turnover.at } : {}) })
      .where(eq(bonusWagers.id, wager.id));
    if (met) await releaseBonus(tx, wager, turnover.at);
  }
}

/**
 * The met wager's bonus moves to the main account: what is left of it on the bonus account (the
 * player may have staked and lost part of it), never more than the bonus itself.
 */
async function releaseBonus(tx: LedgerDb, wager: typeof bonusWagers.$inferSelect, at: Date): Promise<void> {
  const [bonusAccount] = await tx
    .select({ money: accounts.money })
    .from(accounts)
    .where(eq(accounts.id, wager.bonusAccountId));
  const amount = Math.min(wager.bonusAmount, bonusAccount?.money ?? 0);
  if (amount <= 0) return;
  const ref = `bonus-wager:${wager.id}`;
  if ((await moveMoney(tx, { accountId: wager.bonusAccountId, kind: 'bonus', amount: -amount, ref, at })) === null)
    return;
  await moveMoney(tx, { accountId: wager.mainAccountId, kind: 'bonus', amount, ref, at });
}

/** A first-deposit bonus credited (payments/apply-callback.ts): its wager starts. */
export async function startWager(
  tx: LedgerDb,
  wager: {
    playerId: number;
    paymentId: number;
    bonusAccountId: number;
    mainAccountId: number;
    kind: 'sport' | 'casino';
    bonusAmount: number;
    at: Date;
  },
): Promise<void> {
  await tx.insert(bonusWagers).values({
    playerId: wager.playerId,
    paymentId: wager.paymentId,
    bonusAccountId: wager.bonusAccountId,
    mainAccountId: wager.mainAccountId,
    kind: wager.kind,
    bonusAmount: wager.bonusAmount,
    required: wager.bonusAmount * WAGER_MULTIPLIER,
    progress: 0,
    status: 'active',
    createdAt: wager.at,
  });
}

export async function wagersOf(db: Db, playerId: number): Promise<BonusWager[]> {
  const rows = await db
    .select({ wager: bonusWagers, currency: payments.currencyCode })
    .from(bonusWagers)
    .innerJoin(payments, eq(payments.id, bonusWagers.paymentId))
    .where(eq(bonusWagers.playerId, playerId))
    .orderBy(desc(bonusWagers.id));
  return rows.map(({ wager, currency }) => ({
    id: wager.id,
    kind: wager.kind,
    bonusAmount: wager.bonusAmount,
    required: wager.required,
    progress: wager.progress,
    status: wager.status,
    currency,
    createdAt: wager.createdAt.getTime(),
    releasedAt: wager.releasedAt?.getTime() ?? null,
  }));
}

export async function pointsBalance(db: Pick<Db, 'select'>, playerId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${bonusPointsEntries.amount}), 0)::int` })
    .from(bonusPointsEntries)
    .where(eq(bonusPointsEntries.playerId, playerId));
  return row?.sum ?? 0;
}

export async function pointsAccumulated(db: Db, playerId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${bonusPointsEntries.amount}), 0)::int` })
    .from(bonusPointsEntries)
    .where(and(eq(bonusPointsEntries.playerId, playerId), gte(bonusPointsEntries.amount, 0)));
  return row?.sum ?? 0;
}

export const POINTS_HISTORY_SIZE = 50;

export async function pointsHistory(db: Db, playerId: number): Promise<PointsEntry[]> {
  const rows = await db
    .select()
    .from(bonusPointsEntries)
    .where(eq(bonusPointsEntries.playerId, playerId))
    .orderBy(desc(bonusPointsEntries.id))
    .limit(POINTS_HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
  }));
}

/** The player's main account with its currency code. */
export async function mainAccountOf(db: Pick<Db, 'select'>, playerId: number) {
  const [row] = await db
    .select({ id: accounts.id, currency: currencies.code })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 0)));
  return row ?? null;
}

/** The month's turnover and net loss of a cashback kind: casino rounds (VIP) or settled coupons (premium). */
export async function monthFigures(
  db: Pick<Db, 'select'>,
  playerId: number,
  kind: 'vip' | 'premium',
  at: Date,
): Promise<{ turnover: number; loss: number }> {
  const from = monthStart(at);
  if (kind === 'vip') {
    const [row] = await db
      .select({
        stake: sql<number>`coalesce(sum(${casinoRounds.stake}), 0)::int`,
        win: sql<number>`coalesce(sum(${casinoRounds.win}), 0)::int`,
      })
      .from(casinoRounds)
      .where(and(eq(casinoRounds.playerId, playerId), gte(casinoRounds.startedAt, from)));
    const stake = row?.stake ?? 0;
    return { turnover: stake, loss: Math.max(0, stake - (row?.win ?? 0)) };
  }
  const [row] = await db
    .select({
      stake: sql<number>`coalesce(sum(${coupons.amount}), 0)::int`,
      payout: sql<number>`coalesce(sum(${coupons.payout}), 0)::int`,
    })
    .from(coupons)
    .where(and(eq(coupons.playerId, playerId), isNotNull(coupons.settledAt), gte(coupons.settledAt, from)));
  const stake = row?.stake ?? 0;
  return { turnover: stake, loss: Math.max(0, stake - (row?.payout ?? 0)) };
}
