import { BET_ERROR_CODES } from '@bet/contract';
import { CouponType } from '@bet/coupon';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepaidAmounts, promoCodes } from '../db/schema';
import { formatMinor } from './format-minor';
import { refuse } from './placement-refusal';

type Tx = Pick<Db, 'select' | 'update'>;

/** Spec 01 §5 "Promo codes accepted except for singles coupons": checked before anything is read. */
export function checkPromoCodeType(promoCode: string | undefined, typeId: number): void {
  if (promoCode !== undefined && typeId === CouponType.Single) {
    throw refuse(BET_ERROR_CODES.promoCodeOnSingle, 'A promo code cannot go with a single: make it an express');
  }
}

/**
 * Spends the coupon's promo code inside the placement's transaction: it must be one of the
 * player's (compared without case, as players type it), unused and not expired. The conditional
 * update is the guard against two coupons racing for one code: only one finds it unused. Throws
 * a refusal with its own code for each reason, so the player reads which.
 */
export async function spendPromoCode(
  tx: Tx,
  input: { playerId: number; promoCode: string | undefined; couponId: number; at: Date },
): Promise<void> {
  if (input.promoCode === undefined) return;
  const wanted = input.promoCode.trim();
  const [promo] = await tx
    .select({ id: promoCodes.id, expiresAt: promoCodes.expiresAt, usedBy: promoCodes.usedByCouponId })
    .from(promoCodes)
    .where(and(eq(promoCodes.playerId, input.playerId), sql`upper(${promoCodes.code}) = upper(${wanted})`));
  if (!promo) throw refuse(BET_ERROR_CODES.promoCodeUnknown, `The promo code ${wanted} is not one of the player's`);
  if (promo.usedBy !== null) throw refuse(BET_ERROR_CODES.promoCodeUsed, `The promo code ${wanted} was already used`);
  if (promo.expiresAt !== null && promo.expiresAt.getTime() <= input.at.getTime()) {
    throw refuse(BET_ERROR_CODES.promoCodeExpired, `The promo code ${wanted} has expired`);
  }
  const spent = await tx
    .update(promoCodes)
    .set({ usedByCouponId: input.couponId })
    .where(and(eq(promoCodes.id, promo.id), isNull(promoCodes.usedByCouponId)))
    .returning({ id: promoCodes.id });
  if (spent.length === 0) throw refuse(BET_ERROR_CODES.promoCodeUsed, `The promo code ${wanted} was already used`);
}

/**
 * Spec 01 §3 prepaidAmount: the prepaid (free) money the coupon stakes, taken from the account's
 * prepaid amount in the placement's transaction (a conditional update, like the stake's debit).
 * At most the stake; the rest of the stake comes from the account's money.
 */
export async function spendPrepaid(
  tx: Tx,
  input: { accountId: number; prepaidAmount: number; amount: number; iso: string },
): Promise<void> {
  const { prepaidAmount } = input;
  if (prepaidAmount === 0) return;
  const invalid = (detail: string) => refuse(BET_ERROR_CODES.invalidCoupon, detail);
  if (prepaidAmount > input.amount) throw invalid('The prepaid amount cannot be more than the stake');
  const taken = await tx
    .update(prepaidAmounts)
    .set({ amount: sql`${prepaidAmounts.amount} - ${prepaidAmount}` })
    .where(and(eq(prepaidAmounts.accountId, input.accountId), sql`${prepaidAmounts.amount} >= ${prepaidAmount}`))
    .returning({ amount: prepaidAmounts.amount });
  if (taken.length === 0) {
    throw invalid(`The account holds less prepaid money than the ${formatMinor(prepaidAmount, input.iso)} sent`);
  }
}
