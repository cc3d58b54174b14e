import { GAME_STATUSES } from '@bet/contract';
import {
  BetStatus,
  calcConditionalPayout,
  calcPayout,
  conditionalBlocks,
  CouponType,
  thousandthsToCoef,
} from '@bet/coupon';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { couponLegs, coupons, games, markets } from '../db/schema';
import { recordTurnover } from '../bonuses/bonus-store';
import { moveMoney } from '../payments/ledger';
import type { SettlementHook } from '../sportsbook/settlement-hook';
import { settleAntiExpress } from './anti-express-price';
import { legStatus } from './leg-result';

/** Leg statuses that still wait for their game (spec 01 §4: -1 not started, -2 not calculated). */
const OPEN_STATUSES = [BetStatus.NotStarted, BetStatus.NotCalculated];
const RETURNED_STATUSES: readonly number[] = [BetStatus.Return, BetStatus.ForcedReturn];

interface SettledLeg {
  coefMilli: number;
  status: number;
  isBanker: boolean;
  amount: number | null;
  blockId: number;
}

interface CouponToSettle {
  typeId: number;
  amount: number;
  systemValue: number;
  coefMilli: number | null;
}

/**
 * The coupon's own status (placedCouponRecordSchema.status): a single takes its leg's; any other
 * coupon is lost when it pays nothing, returned when every leg was returned (it pays the stake
 * back), and won otherwise, whatever part of the stake it pays.
 */
export function couponStatus(typeId: number, legs: readonly { status: number }[], payout: number): BetStatus {
  if (typeId === CouponType.Single && legs[0]) return legs[0].status as BetStatus;
  if (payout === 0) return BetStatus.Lose;
  if (legs.every((leg) => RETURNED_STATUSES.includes(leg.status))) return BetStatus.Return;
  return BetStatus.Win;
}

/**
 * What a coupon pays and its status once known, or null while an open leg can still change it.
 * The anti-express (6) follows the sandbox's rule (anti-express-price.ts); the conditional (5)
 * its blocks (legs carry their block's amount); the rest the coupon engine.
 */
export function couponResult(
  coupon: CouponToSettle,
  legs: readonly SettledLeg[],
): { payout: number; status: BetStatus } | null {
  if (coupon.typeId === CouponType.AntiExpress) {
    if (coupon.coefMilli === null) throw new Error('An anti-express coupon without its price');
    return settleAntiExpress(
      coupon.amount,
      coupon.coefMilli,
      legs.map((leg) => leg.status),
    );
  }
  let payout: number | null;
  if (coupon.typeId === CouponType.Conditional) {
    const byBlock = Object.fromEntries(legs.map((leg) => [String(leg.blockId), leg.amount ?? 0]));
    payout = calcConditionalPayout({
      blocks: conditionalBlocks(legs, byBlock).map((block) => ({
        amount: block.amount,
        legs: block.legs.map((leg) => ({ coef: thousandthsToCoef(leg.coefMilli), status: leg.status })),
      })),
    });
  } else {
    payout = calcPayout({
      typeId: coupon.typeId,
      amount: coupon.amount,
      systemValue: coupon.systemValue,
      legs: legs.map((leg) => ({
        coef: thousandthsToCoef(leg.coefMilli),
        status: leg.status,
        isBanker: leg.isBanker,
        ...(leg.amount === null ? {} : { amount: leg.amount }),
      })),
    });
  }
  return payout === null ? null : { payout, status: couponStatus(coupon.typeId, legs, payout) };
}

/**
 * Settles the bets on a finished game (the feed's SettlementHook): every open leg on the game gets
 * its status from the final score (leg-result.ts), then every coupon whose legs are all settled
 * is paid with the coupon engine's payout and its account credited. One transaction, and
 * idempotent: legs are only settled while open and coupons only while unsettled, so a second run
 * changes and credits nothing. A finished game without a score returns every bet on it (forced
 * return, 3). Answers how many coupons were settled.
 */
export const settleGame: SettlementHook = (db: Db, gameId: number) =>
  db.transaction(async (tx) => {
    // The row lock makes two settlements of one game take turns; the second finds nothing open.
    const [game] = await tx
      .select({ status: games.status, score1: games.score1, score2: games.score2, finishedAt: games.finishedAt })
      .from(games)
      .where(eq(games.id, gameId))
      .for('update');
    if (!game || game.status !== GAME_STATUSES.finished) return 0;
    const score = game.score1 === null || game.score2 === null ? null : { score1: game.score1, score2: game.score2 };

    const openLegs = await tx
      .select({
        couponId: couponLegs.couponId,
        position: couponLegs.position,
        typeId: markets.typeId,
        outcomeKey: markets.outcomeKey,
        paramMilli: markets.paramMilli,
      })
      .from(couponLegs)
      .innerJoin(markets, eq(markets.id, couponLegs.marketId))
      .where(and(eq(couponLegs.gameId, gameId), inArray(couponLegs.status, OPEN_STATUSES)));
    for (const leg of openLegs) {
      await tx
        .update(couponLegs)
        .set({ status: score ? legStatus(leg, score) : BetStatus.ForcedReturn })
        .where(and(eq(couponLegs.couponId, leg.couponId), eq(couponLegs.position, leg.position)));
    }

    const candidates = await tx
      .selectDistinct({ id: coupons.id })
      .from(coupons)
      .innerJoin(couponLegs, eq(couponLegs.couponId, coupons.id))
      .where(and(eq(couponLegs.gameId, gameId), isNull(coupons.settledAt)));
    const settledAt = game.finishedAt ?? new Date();
    let settled = 0;
    for (const { id } of candidates) {
      if (await settleCoupon(tx, id, settledAt)) settled += 1;
    }
    return settled;
  });

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Pays a coupon whose legs are all settled; false while a leg is open or when already paid. */
async function settleCoupon(tx: Tx, couponId: number, settledAt: Date): Promise<boolean> {
  const [coupon] = await tx
    .select({
      typeId: coupons.typeId,
      amount: coupons.amount,
      systemValue: coupons.systemValue,
      coefMilli: coupons.coefMilli,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!coupon) return false;
  const legs: SettledLeg[] = await tx
    .select({
      coefMilli: couponLegs.coefMilli,
      status: couponLegs.status,
      isBanker: couponLegs.isBanker,
      amount: couponLegs.amount,
      blockId: couponLegs.blockId,
    })
    .from(couponLegs)
    .where(eq(couponLegs.couponId, couponId))
    .orderBy(asc(couponLegs.position));
  if (legs.some((leg) => (OPEN_STATUSES as number[]).includes(leg.status))) return false;

  const result = couponResult(coupon, legs);
  if (result === null) return false;
  const { payout, status } = result;

  const [paid] = await tx
    .update(coupons)
    .set({ settledAt, payout, status })
    .where(and(eq(coupons.id, couponId), isNull(coupons.settledAt)))
    .returning({ accountId: coupons.accountId, playerId: coupons.playerId });
  if (!paid) return false;
  // The settled stake counts for the player's sport bonus wagers and points (src/bonuses); a
  // returned coupon staked nothing in the end, so it counts for neither.
  if (!RETURNED_STATUSES.includes(status)) {
    await recordTurnover(tx, {
      playerId: paid.playerId,
      source: 'sport',
      amount: coupon.amount,
      ref: `coupon:${couponId}`,
      at: settledAt,
    });
  }
  if (payout > 0) {
    // A returned coupon (or the returned half of a half lose) gives stake back: a refund; any
    // other payout is a win. Ledger entry
    // and balance in the settlement's transaction (payments/ledger.ts).
    await moveMoney(tx, {
      accountId: paid.accountId,
      kind: RETURNED_STATUSES.includes(status) || status === BetStatus.HalfLoseHalfReturn ? 'refund' : 'win',
      amount: payout,
      ref: `coupon:${couponId}`,
      at: settledAt,
    });
  }
  return true;
}
