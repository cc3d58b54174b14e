import type { GameScores } from '@bet/contract';
import { CoefView, formatCoef } from '@bet/coupon';

/** A coefficient in the decimal view, at least two decimals (@bet/coupon's formatCoef). */
export function formatDecimalCoef(coef: number): string {
  return formatCoef(coef, CoefView.Decimal);
}

/** "2:1 (1:0, 1:1)": the score and, when known, the periods. */
export function formatScore(scores: GameScores): string {
  const total = `${scores.score1}:${scores.score2}`;
  if (scores.periods.length === 0) return total;
  return `${total} (${scores.periods.map((period) => `${period.score1}:${period.score2}`).join(', ')})`;
}
