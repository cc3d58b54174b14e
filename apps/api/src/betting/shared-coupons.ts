import { randomInt } from 'node:crypto';
import { BET_ERROR_CODES, GAME_STATUSES, type ShareCouponBody, type SharedCoupon } from '@bet/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { markets, sharedCoupons } from '../db/schema';
import { HttpError } from '../http/http-error';
import { readGames } from '../sportsbook/feed-lists';
import type { FeedLang } from '../sportsbook/localized';

/** The letters and digits of a code: none that reads as another (no 0/O, 1/I). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

/** A new random code (32^8: about 10^12 codes, so a clash is rare and simply drawn again). */
export function newCouponCode(next: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[next(CODE_ALPHABET.length)];
  return code;
}

/**
 * Stores a coupon's bets under a new code (contract shareCoupon). Every bet must name a market of
 * its game that the line knows; the stake, the account and the player are not kept.
 */
export async function shareCouponBets(
  db: Pick<Db, 'select' | 'insert'>,
  body: ShareCouponBody,
  at: Date,
  nextCode: () => string = newCouponCode,
): Promise<{ code: string }> {
  const ids = body.bets.map((bet) => bet.marketId);
  const rows = await db
    .select({ id: markets.id, gameId: markets.gameId })
    .from(markets)
    .where(inArray(markets.id, ids));
  const gameOf = new Map(rows.map((row) => [row.id, row.gameId]));
  const unknown = body.bets.find((bet) => gameOf.get(bet.marketId) !== bet.gameId);
  if (unknown) {
    throw HttpError.of(
      400,
      BET_ERROR_CODES.invalidCoupon,
      `Market ${unknown.marketId} is not a market of game ${unknown.gameId}`,
    );
  }
  const legs = body.bets.map(({ gameId, marketId }) => ({ gameId, marketId }));
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = nextCode();
    const stored = await db
      .insert(sharedCoupons)
      .values({ code, typeId: body.typeId, systemValue: body.systemValue, legs, createdAt: at })
      .onConflictDoNothing()
      .returning({ code: sharedCoupons.code });
    if (stored.length > 0) return { code };
  }
  throw new Error('No free coupon code after 5 draws');
}

/**
 * The coupon under a code (contract loadSharedCoupon) with its bets as the line has them now:
 * a bet whose game finished or left the line is counted in `missingCount`, not answered. null
 * for a code nobody shared.
 */
export async function readSharedCoupon(
  db: Parameters<typeof readGames>[0],
  code: string,
  lang: FeedLang,
  nowMs: number,
): Promise<SharedCoupon | null> {
  const [row] = await db.select().from(sharedCoupons).where(eq(sharedCoupons.code, code));
  if (!row) return null;
  const read = await readGames(db, [...new Set(row.legs.map((leg) => leg.gameId))], { mainOnly: false, lang, nowMs });
  const open = new Map(
    read.games.filter((game) => game.status !== GAME_STATUSES.finished).map((game) => [game.id, game]),
  );
  const marketById = new Map(read.markets.map((market) => [market.id, market]));
  const kept = row.legs.flatMap((leg) => {
    const market = marketById.get(leg.marketId);
    return market && market.gameId === leg.gameId && open.has(leg.gameId) ? [market] : [];
  });
  const gameIds = new Set(kept.map((market) => market.gameId));
  return {
    code: row.code,
    typeId: row.typeId,
    systemValue: row.systemValue,
    games: [...open.values()].filter((game) => gameIds.has(game.id)),
    markets: kept,
    missingCount: row.legs.length - kept.length,
  };
}
