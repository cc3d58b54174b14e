import { BetStatus } from '@bet/coupon';

/**
 * The sandbox's anti-express rules (coupon type 6: wins when at least one of its bets loses).
 * The operator prices this type itself (spec 01 §3 antiExpressCoef; coupon-math.md "Types"); these
 * are the sandbox's choices, documented in the README ("Anti-express").
 */

/**
 * The margin kept on the anti-express's winnings, in thousandths: the feed prices its markets
 * with a 6 % margin (sportsbook README), so the anti-express keeps the same share.
 */
export const ANTI_EXPRESS_MARGIN_PERMILLE = 60n;

/**
 * The anti-express coefficient for legs at `coefMillis` (thousandths): the fair price
 * K = P / (P - 1), P the product of the coefficients, with the margin taken from its winnings:
 * 1 + (K - 1) × 0.94 = 1 + 0.94 / (P - 1), rounded DOWN to thousandths (never above the fair
 * price). Null when P is 1 (every leg at 1.000: nothing to bet against).
 */
export function antiExpressCoefMilli(coefMillis: readonly number[]): number | null {
  let product = 1n;
  let scale = 1n;
  for (const milli of coefMillis) {
    product *= BigInt(milli);
    scale *= 1000n;
  }
  if (product <= scale) return null;
  // (K - 1) in thousandths = 1000 × 0.94 × scale / (product - scale).
  const winnings = ((1000n - ANTI_EXPRESS_MARGIN_PERMILLE) * scale) / (product - scale);
  return Number(1000n + winnings);
}

/** The anti-express's possible win: the stake times its coefficient, rounded down to the minor unit. */
export function antiExpressPossibleWin(amount: number, coefMilli: number): number {
  return Number((BigInt(amount) * BigInt(coefMilli)) / 1000n);
}

/**
 * A settled anti-express, or null while it is still open:
 * - a lost leg (0) wins it at once, whatever the open legs become: amount × coefficient (1);
 * - every leg won (1): lost, pays nothing (0);
 * - otherwise (no leg lost, some returned or settled by halves: the express it bets against was
 *   neither won nor lost outright): returned, the stake back (2).
 */
export function settleAntiExpress(
  amount: number,
  coefMilli: number,
  legStatuses: readonly number[],
): { payout: number; status: BetStatus } | null {
  if (legStatuses.includes(BetStatus.Lose)) {
    return { payout: antiExpressPossibleWin(amount, coefMilli), status: BetStatus.Win };
  }
  if (legStatuses.some((status) => status === BetStatus.NotStarted || status === BetStatus.NotCalculated)) return null;
  if (legStatuses.every((status) => status === BetStatus.Win)) return { payout: 0, status: BetStatus.Lose };
  return { payout: amount, status: BetStatus.Return };
}
