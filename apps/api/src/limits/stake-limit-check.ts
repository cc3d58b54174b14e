import { LIMIT_TYPES } from '@bet/contract';
import type { LimitType } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, currencies } from '../db/schema';
import { lockPlayer } from './player-lock';
import { windowSecondsOf } from './limit-offer';
import { activeRows } from './limit-rows';
import { lossOf, mainCurrencyOf, wageringSince } from './limit-usage';

/** What a money check refuses with: what may still be staked or deposited now, and the limit that says so. */
export interface LimitShortfall {
  remaining: number;
  limitType: LimitType;
}

const WAGERING: readonly LimitType[] = [1, 2, 3];
const LOSS: readonly LimitType[] = [10, 11, 12];

/**
 * The responsible-gaming check of a stake (spec 01 §3 limit types 1-3, 10-12, 30), run inside the
 * transaction that debits it, before the debit: a self-exclusion refuses every stake; a wagering
 * limit counts the stakes of its window, a loss limit the stakes minus the payouts of its window,
 * and the stake must fit in what is left (a loss limit assumes the stake is lost). Answers the
 * smallest amount left when the stake does not fit, else null. It holds the player's row until
 * the transaction ends, so two stakes racing cannot both fit in the same room.
 *
 * The one stake check of the sandbox: the sportsbook's placement calls it through its
 * `wagerLimit` hook (server.ts), and a casino wallet debiting a bet is to call it the same way.
 * Money limits count the player's own accounts in the main account's currency; a stake from the
 * bonus account or another currency meets only the self-exclusion.
 */
export async function checkStakeLimits(
  tx: Pick<Db, 'select'>,
  stake: { playerId: number; amount: number; at: Date; accountId?: number },
): Promise<LimitShortfall | null> {
  const { playerId, amount, at } = stake;
  await lockPlayer(tx, playerId);
  const active = await activeRows(tx, playerId, at);
  if (active.some((row) => row.limitType === LIMIT_TYPES.selfExclusion)) {
    return { remaining: 0, limitType: LIMIT_TYPES.selfExclusion };
  }
  const moneyLimits = active.filter(
    (row) =>
      row.limitValue !== null &&
      (WAGERING.includes(row.limitType as LimitType) || LOSS.includes(row.limitType as LimitType)),
  );
  if (moneyLimits.length === 0) return null;
  const { iso } = await mainCurrencyOf(tx, playerId);
  if (stake.accountId !== undefined && !(await countsAgainstLimits(tx, stake.accountId, iso))) return null;

  let tightest: LimitShortfall | null = null;
  for (const row of moneyLimits) {
    const type = row.limitType as LimitType;
    const since = new Date(at.getTime() - (windowSecondsOf(type) ?? 0) * 1000);
    const wagering = await wageringSince(tx, playerId, row.currency ?? iso, since);
    const used = LOSS.includes(type) ? lossOf(wagering) : wagering.stakes;
    const remaining = Math.max(0, (row.limitValue ?? 0) - used);
    if (tightest === null || remaining < tightest.remaining) tightest = { remaining, limitType: type };
  }
  return tightest && amount > tightest.remaining ? tightest : null;
}

/** The player's own money in the limits' currency (not the bonus account, not another currency). */
async function countsAgainstLimits(tx: Pick<Db, 'select'>, accountId: number, currency: string): Promise<boolean> {
  const [account] = await tx
    .select({ type: accounts.type, iso: currencies.code })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.id, accountId));
  return account !== undefined && account.type !== 4 && account.iso === currency;
}
