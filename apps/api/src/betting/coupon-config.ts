import type { CouponConfig } from '@bet/contract';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Player } from '../auth/players';
import type { Db } from '../db/database';
import { accounts, currencies, playerSettings, prepaidAmounts, promoCodes } from '../db/schema';
import { readStakeLimits } from './stake-limits';

/** Spec 02 §9 "Default currency RUB": a visitor's figures are in it. */
export const VISITOR_CURRENCY = 'RUB';

/** The account a player bets from: the active one, else the main one. */
async function bettingAccount(db: Db, playerId: number) {
  const rows = await db
    .select({ id: accounts.id, type: accounts.type, isActive: accounts.isActive, iso: currencies.code })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.playerId, playerId))
    .orderBy(asc(accounts.id));
  return rows.find((account) => account.isActive) ?? rows.find((account) => account.type === 0) ?? rows[0];
}

/**
 * The coupon config (contract getCouponConfig) for a visitor (null) or a signed-in player: the
 * site's coupon rules in the currency of the player's betting account (RUB for a visitor) from
 * the same source placement enforces (stake-limits.ts), and the player's odds view, promo codes
 * and prepaid money.
 */
export async function readCouponConfig(db: Db, player: Player | null, nowMs = Date.now()): Promise<CouponConfig> {
  const account = player ? await bettingAccount(db, player.id) : undefined;
  const currencyIso = account?.iso ?? VISITOR_CURRENCY;
  const limits = await readStakeLimits(db, currencyIso);
  const config: CouponConfig = {
    currencyIso,
    minBetAmount: limits.min ?? 0,
    maxBetAmount: limits.max,
    limitedTypeIds: limits.limitedTypeIds,
    maxPayout: limits.maxPayout,
    isBonusBetEnabled: limits.isBonusBetEnabled,
    isVipBetAllowed: limits.isVipBetAllowed,
    initialAmount: limits.initialAmount,
    // A visitor's odds view is the browser's own (cookie app_view_type, local storage).
    coefViewId: null,
    appViewType: null,
    promoCodes: [],
    prepaidAmount: 0,
  };
  if (!player) return config;

  const [settings] = await db.select().from(playerSettings).where(eq(playerSettings.playerId, player.id));
  const codes = await db
    .select({ code: promoCodes.code, name: promoCodes.name })
    .from(promoCodes)
    // Only the codes a coupon can still take: a used or expired one would only be refused.
    .where(
      and(
        eq(promoCodes.playerId, player.id),
        isNull(promoCodes.usedByCouponId),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, new Date(nowMs))),
      ),
    )
    .orderBy(asc(promoCodes.id));
  const [prepaid] = account
    ? await db
        .select({ amount: prepaidAmounts.amount })
        .from(prepaidAmounts)
        .where(eq(prepaidAmounts.accountId, account.id))
    : [];
  return {
    ...config,
    // None saved yet: null, so the browser's choice stands (libs/coupon/core README "Odds view").
    coefViewId: settings?.coefViewId ?? null,
    appViewType: settings?.appViewType ?? null,
    promoCodes: codes.map(({ code, name }) => (name === null ? { code } : { code, name })),
    prepaidAmount: prepaid?.amount ?? 0,
  };
}
