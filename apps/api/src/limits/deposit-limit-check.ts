import { LIMIT_TYPES } from '@bet/contract';
import type { LimitType } from '@bet/contract';
import type { Db } from '../db/database';
import { lockPlayer } from './player-lock';
import { windowSecondsOf } from './limit-offer';
import { activeRows } from './limit-rows';
import { depositsSince, mainCurrencyOf } from './limit-usage';
import type { LimitShortfall } from './stake-limit-check';

const DEPOSIT: readonly LimitType[] = [20, 21, 22];

/**
 * The responsible-gaming check of a deposit start (spec 01 §4 "Deposit limit"), run in the
 * transaction that stores the payment, after storing it: a self-exclusion (30) or deposit time-out
 * (33) refuses with nothing left; a deposit limit (20-22) counts the succeeded and still-open
 * deposits of its window, this one included, under the player's row lock, so two starts racing
 * cannot together pass it. Answers what may still be deposited when this one does not fit, else null.
 */
export async function checkDepositLimits(
  tx: Pick<Db, 'select'>,
  deposit: { playerId: number; amount: number; currency: string; at: Date },
): Promise<LimitShortfall | null> {
  const { playerId, amount, at } = deposit;
  await lockPlayer(tx, playerId);
  const active = await activeRows(tx, playerId, at);
  const barred = active.find(
    (row) => row.limitType === LIMIT_TYPES.selfExclusion || row.limitType === LIMIT_TYPES.depositTimeout,
  );
  if (barred) return { remaining: 0, limitType: barred.limitType as LimitType };
  const depositLimits = active.filter((row) => row.limitValue !== null && DEPOSIT.includes(row.limitType as LimitType));
  if (depositLimits.length === 0) return null;
  // Money limits are in the main account's currency; a deposit in another currency meets none of them.
  const { iso } = await mainCurrencyOf(tx, playerId);
  if (deposit.currency !== iso) return null;

  let tightest: LimitShortfall | null = null;
  for (const row of depositLimits) {
    const type = row.limitType as LimitType;
    const since = new Date(at.getTime() - (windowSecondsOf(type) ?? 0) * 1000);
    // The sum holds this deposit (stored just before, in this transaction): take it out.
    const before = (await depositsSince(tx, playerId, iso, since, at)) - amount;
    const remaining = Math.max(0, (row.limitValue ?? 0) - before);
    if (tightest === null || remaining < tightest.remaining) tightest = { remaining, limitType: type };
  }
  return tightest && amount > tightest.remaining ? tightest : null;
}
