import { BetStatus } from './bet-status.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';

/**
 * Every leg factor of coupon-math.md is a multiple of 1/2000 when the coefficient D is kept in
 * thousandths d (D = d/1000): win D = 2d/2000, half win (D+1)/2 = (d+1000)/2000, half lose
 * 1/2 = 1000/2000, half lose half win D/2 = d/2000. So the engine carries factors as integers
 * over this one scale and never needs a fraction until the final division.
 */
export const FACTOR_SCALE = 2000n;

/** The factor of a won leg: the coefficient itself. */
export function wonFactor(thousandths: bigint): bigint {
  return 2n * thousandths;
}

/**
 * The scaled factor of a settled leg, or null while it is still open (-1 not started,
 * -2 not calculated, or no status at all).
 */
export function settledFactor(thousandths: bigint, status: number | undefined): bigint | null {
  switch (status) {
    case undefined:
    case BetStatus.NotStarted:
    case BetStatus.NotCalculated:
      return null;
    case BetStatus.Win:
      return 2n * thousandths;
    case BetStatus.Lose:
      return 0n;
    case BetStatus.Return:
    case BetStatus.ForcedReturn:
      return FACTOR_SCALE;
    case BetStatus.HalfWinHalfReturn:
      return thousandths + 1000n;
    case BetStatus.HalfLoseHalfReturn:
      return 1000n;
    case BetStatus.HalfLoseHalfWin:
      return thousandths;
    default:
      throw new CouponMathError(
        CouponMathErrorCode.InvalidStatus,
        `Bet status ${String(status)} is not one of the spec's codes (-2..6)`,
      );
  }
}
