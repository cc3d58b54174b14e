import { LIMIT_TYPES, limitTypeSchema } from '@bet/contract';
import type { Limit, LimitType } from '@bet/contract';
import type { Db } from '../db/database';
import { toSeconds } from '../http/epoch-seconds';
import { isMoneyLimit, LIMIT_MEASURE, windowSecondsOf } from './limit-offer';
import { closeEndedLimits, openRows } from './limit-rows';
import type { LimitRow } from './limit-rows';
import { depositsSince, lossOf, mainCurrencyOf, wageringSince } from './limit-usage';
import type { UsageDb } from './limit-usage';
import { sessionCountedFrom, sessionSecondsLeft } from './session-clock';

/** What the player has used of a money limit in its window now, minor units. */
export async function usedOf(
  db: UsageDb,
  playerId: number,
  type: LimitType,
  currency: string,
  now: Date,
): Promise<number> {
  const windowSeconds = windowSecondsOf(type);
  if (windowSeconds === undefined) return 0;
  const since = new Date(now.getTime() - windowSeconds * 1000);
  if (type >= 20 && type <= 22) return depositsSince(db, playerId, currency, since, now);
  const wagering = await wageringSince(db, playerId, currency, since);
  return type >= 10 && type <= 12 ? lossOf(wagering) : wagering.stakes;
}

/**
 * The player's limits as the contract lists them (spec 01 §3 "Limit"): each ACTIVE value with what
 * is left of it now, and beside it a PENDING change, ordered by type, ACTIVE first. The session
 * limit's balance is the seconds left of the asking session.
 */
export async function listLimits(
  db: Pick<Db, 'select' | 'insert' | 'update'>,
  playerId: number,
  now: Date,
  sessionId?: string,
): Promise<Limit[]> {
  await closeEndedLimits(db, playerId, now);
  const rows = await openRows(db, playerId);
  rows.sort((a, b) => a.limitType - b.limitType || (a.state === 'ACTIVE' ? -1 : 1) - (b.state === 'ACTIVE' ? -1 : 1));
  const { iso } = await mainCurrencyOf(db, playerId);
  const list: Limit[] = [];
  for (const row of rows) {
    list.push(toLimit(row, now, await balanceOf(db, row, iso, now, sessionId)));
  }
  return list;
}

async function balanceOf(
  db: UsageDb,
  row: LimitRow,
  currency: string,
  now: Date,
  sessionId: string | undefined,
): Promise<number | null> {
  if (row.state !== 'ACTIVE' || row.limitValue === null) return null;
  const type = limitTypeSchema.parse(row.limitType);
  if (isMoneyLimit(type)) {
    return Math.max(0, row.limitValue - (await usedOf(db, row.playerId, type, row.currency ?? currency, now)));
  }
  if (type === LIMIT_TYPES.session && sessionId) {
    const from = await sessionCountedFrom(db, sessionId);
    return from ? sessionSecondsLeft(row.limitValue, from, now) : null;
  }
  return null;
}

export function toLimit(row: LimitRow, now: Date, balance: number | null): Limit {
  const type = limitTypeSchema.parse(row.limitType);
  return {
    limitType: type,
    limitValue: row.limitValue,
    limitBalance: balance,
    limitState: row.state,
    startedAt: toSeconds(row.startedAt.getTime()),
    endsAt: row.endsAt ? toSeconds(row.endsAt.getTime()) : null,
    needApprove: row.state === 'PENDING' && row.endsAt !== null && row.endsAt.getTime() <= now.getTime(),
    selfExcludeReason: row.selfExcludeReason,
    measure: LIMIT_MEASURE[type],
    type: row.change,
    currency: isMoneyLimit(type) ? row.currency : null,
  };
}
