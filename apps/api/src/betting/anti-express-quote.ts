import { ANTI_EXPRESS_PRICE_ERRORS, GAME_STATUSES } from '@bet/contract';
import type { AntiExpressPrice } from '@bet/contract';
import { thousandthsToCoef } from '@bet/coupon';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { loadMarketsForBets } from '../sportsbook/feed-queries';
import { antiExpressCoefMilli } from './anti-express-price';

/**
 * The anti-express price for bets at the line's coefficients now (contract getAntiExpressPrice):
 * what placement takes if the line does not move. Refused (400 `anti_express_unavailable`) when a
 * market is gone, suspended or its game finished, when two bets are on one game, or when the
 * coefficients multiply to 1.
 */
export async function quoteAntiExpress(
  db: Db,
  bets: readonly { id: number; gameId: number }[],
): Promise<AntiExpressPrice> {
  const unavailable = (detail: string) => HttpError.of(400, ANTI_EXPRESS_PRICE_ERRORS.unavailable, detail);
  if (new Set(bets.map((bet) => bet.gameId)).size !== bets.length) {
    throw unavailable('Two bets of an anti-express are on the same game');
  }
  const found = await loadMarketsForBets(
    db,
    bets.map((bet) => bet.id),
  );
  const legs = bets.map((bet) => {
    const market = found.get(bet.id);
    if (!market || market.gameId !== bet.gameId || market.gameStatus === GAME_STATUSES.finished) {
      throw unavailable(`Market ${bet.id} is not offered any more`);
    }
    if (market.isBlocked) throw unavailable(`Market ${bet.id} is suspended`);
    return { marketId: market.id, coefMilli: market.coefMilli };
  });
  const coefMilli = antiExpressCoefMilli(legs.map((leg) => leg.coefMilli));
  if (coefMilli === null) throw unavailable('An anti-express whose coefficients multiply to 1 has no price');
  return {
    coef: thousandthsToCoef(coefMilli),
    legs: legs.map((leg) => ({ marketId: leg.marketId, coef: thousandthsToCoef(leg.coefMilli) })),
  };
}
