import type { BetLeg, getBetHistory, PlacedCouponRecord } from '@bet/contract';
import { CouponType, thousandthsToCoef } from '@bet/coupon';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toSeconds } from '../http/epoch-seconds';
import type { Db } from '../db/database';
import { accounts, couponLegs, coupons, currencies, games } from '../db/schema';
import { loadMarketsForBets } from '../sportsbook/feed-queries';
import type { FeedLang } from '../sportsbook/localized';
import { idsBelow, rowIdOf } from '../db/row-id';

export type BetHistoryQuery = z.output<typeof getBetHistory.query>;

type CouponRow = typeof coupons.$inferSelect & { currencyIso: string };

/**
 * The player's coupons, newest first (by coupon number, which follows placement order), filtered
 * by state and placed-at range (epoch seconds, both ends included), a page of `limit` after the
 * `before` coupon number.
 */
export async function readBetHistory(
  db: Db,
  playerId: number,
  query: BetHistoryQuery,
  lang: FeedLang,
): Promise<{ coupons: PlacedCouponRecord[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(coupons.playerId, playerId)];
  if (query.filter === 'open') conditions.push(isNull(coupons.settledAt));
  if (query.filter === 'settled') conditions.push(isNotNull(coupons.settledAt));
  if (query.from !== undefined) conditions.push(gte(coupons.placedAt, new Date(query.from * 1000)));
  // `to` takes its whole second: placed-at keeps milliseconds.
  if (query.to !== undefined) conditions.push(lt(coupons.placedAt, new Date((query.to + 1) * 1000)));
  const below = query.before === undefined ? undefined : idsBelow(coupons.id, query.before);
  if (below) conditions.push(below);
  const rows = await selectCoupons(db, and(...conditions), query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { coupons: await toRecords(db, page, lang), hasMore: rows.length > query.limit };
}

/** One of the player's coupons, or undefined when there is none by that number or it is another's. */
export async function readCouponById(
  db: Db,
  playerId: number,
  couponId: string,
  lang: FeedLang,
): Promise<PlacedCouponRecord | undefined> {
  const id = rowIdOf(couponId);
  if (id === undefined) return undefined;
  const rows = await selectCoupons(db, and(eq(coupons.playerId, playerId), eq(coupons.id, id)), 1);
  const [record] = await toRecords(db, rows, lang);
  return record;
}

async function selectCoupons(db: Db, where: SQL | undefined, limit: number): Promise<CouponRow[]> {
  const rows = await db
    .select({ coupon: coupons, currencyIso: currencies.code })
    .from(coupons)
    .innerJoin(accounts, eq(accounts.id, coupons.accountId))
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(limit);
  return rows.map(({ coupon, currencyIso }) => ({ ...coupon, currencyIso }));
}

async function toRecords(db: Db, rows: readonly CouponRow[], lang: FeedLang): Promise<PlacedCouponRecord[]> {
  if (rows.length === 0) return [];
  const legRows = await db
    .select({
      leg: couponLegs,
      startTime: games.startTime,
      score1: games.score1,
      score2: games.score2,
      periods: games.periods,
    })
    .from(couponLegs)
    .innerJoin(games, eq(games.id, couponLegs.gameId))
    .where(
      inArray(
        couponLegs.couponId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(couponLegs.couponId), asc(couponLegs.position));
  const names = await loadMarketsForBets(db, [...new Set(legRows.map(({ leg }) => leg.marketId))]);

  const typeOf = new Map(rows.map((row) => [row.id, row.typeId]));
  const legsByCoupon = new Map<number, BetLeg[]>();
  const blocksByCoupon = new Map<number, Record<string, number>>();
  for (const { leg, startTime, score1, score2, periods } of legRows) {
    const market = names.get(leg.marketId);
    if (!market) throw new Error(`Market ${leg.marketId} of coupon ${leg.couponId} is missing`);
    const list = legsByCoupon.get(leg.couponId) ?? [];
    list.push({
      marketId: leg.marketId,
      gameId: leg.gameId,
      sportId: market.sportId,
      champName: market.champName[lang],
      team1: market.team1[lang],
      team2: market.team2[lang],
      group: market.group[lang],
      outcome: market.outcome[lang],
      coef: thousandthsToCoef(leg.coefMilli),
      isLive: leg.isLive,
      isBanker: leg.isBanker,
      startTime: toSeconds(startTime.getTime()),
      status: leg.status,
      scores: score1 === null || score2 === null ? null : { score1, score2, periods },
      ...(typeOf.get(leg.couponId) === CouponType.Conditional ? { blockId: leg.blockId } : {}),
    });
    legsByCoupon.set(leg.couponId, list);
    // A conditional's legs carry their block's amount (accept-coupon.ts).
    if (typeOf.get(leg.couponId) === CouponType.Conditional) {
      const blocks = blocksByCoupon.get(leg.couponId) ?? {};
      blocks[String(leg.blockId)] = leg.amount ?? 0;
      blocksByCoupon.set(leg.couponId, blocks);
    }
  }

  return rows.map((row) => ({
    couponId: String(row.id),
    placedAt: toSeconds(row.placedAt.getTime()),
    typeId: row.typeId,
    systemValue: row.systemValue,
    amount: row.amount,
    coef: row.coefMilli === null ? null : thousandthsToCoef(row.coefMilli),
    currencyIso: row.currencyIso,
    isSettled: row.settledAt !== null,
    settledAt: row.settledAt === null ? null : toSeconds(row.settledAt.getTime()),
    payout: row.payout,
    status: row.status,
    legs: legsByCoupon.get(row.id) ?? [],
    ...(row.typeId === CouponType.Conditional ? { amountByBlockId: blocksByCoupon.get(row.id) ?? {} } : {}),
  }));
}
