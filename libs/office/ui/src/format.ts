import type { GameScores } from '@bet/contract';
import { CoefView } from '@bet/coupon';
import { coefFormatOf, type CoefFormat } from '@bet/coupon/state';

/**
 * Where no page gives the player's odds format (a component shown on its own): decimal. The pages
 * pass the player's (`useCoefFormat` of @bet/coupon-ui), so the history and print-coupon follow it.
 */
export const DECIMAL_COEF_FORMAT: CoefFormat = coefFormatOf(CoefView.Decimal);

/** "2:1 (1:0, 1:1)": the score and, when known, the periods. */
export function formatScore(scores: GameScores): string {
  const total = `${scores.score1}:${scores.score2}`;
  if (scores.periods.length === 0) return total;
  return `${total} (${scores.periods.map((period) => `${period.score1}:${period.score2}`).join(', ')})`;
}
