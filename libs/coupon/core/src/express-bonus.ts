import { coefToBigThousandths, type DecimalCoef } from './coefficient.ts';
import { isCouponMathError } from './coupon-math-error.ts';
import { CouponType } from './coupon-type.ts';
import { floorExact, type ExactAmount } from './exact-amount.ts';

/** Spec 01 §5: the express bonus needs at least this many bets. */
export const BONUS_BET_MIN_COUNT = 3;
/** Spec 01 §5: bets of this market kind never count towards the express bonus. */
export const BONUS_BET_EXCLUDED_KIND = 7;
/** Spec 01 §5: every bet's coefficient at least 1.1, the total at least 1.01 (thousandths). */
const MIN_BET_THOUSANDTHS = 1100n;
const MIN_TOTAL_THOUSANDTHS = 1010n;

/**
 * Spec 01 §5: 1 + n/100 for n bets in 1..9, otherwise 1.1 (so 10 and more bets give 1.1, the
 * same as 1 + 10/100; 0 or a nonsense count gives 1.1 too, as the spec words it).
 */
export function expressBonusCoef(betCount: number): number {
  return Number.isInteger(betCount) && betCount >= 1 && betCount <= 9 ? (100 + betCount) / 100 : 1.1;
}

/** What the express bonus ("bonus bet") depends on. */
export interface BonusBetInput {
  /** The site has the bonus-bet feature switched on. */
  readonly isEnabled: boolean;
  readonly typeId: number;
  readonly bets: readonly { readonly coef: DecimalCoef; readonly kind?: number }[];
}

/**
 * Spec 01 §5: feature on, an express (type 1), at least 3 bets, every coefficient >= 1.1 and
 * no bet of kind 7, total coefficient >= 1.01 (compared exactly, in thousandths). A bet with a
 * malformed coefficient makes the bonus unavailable (validateCoupon reports the coefficient).
 */
export function isBonusBetAvailable(input: BonusBetInput): boolean {
  const { bets } = input;
  if (!input.isEnabled || input.typeId !== CouponType.Express) return false;
  if (bets.length < BONUS_BET_MIN_COUNT) return false;
  let total = 1n;
  for (const bet of bets) {
    if (bet.kind === BONUS_BET_EXCLUDED_KIND) return false;
    let thousandths: bigint;
    try {
      thousandths = coefToBigThousandths(bet.coef);
    } catch (error) {
      if (isCouponMathError(error)) return false;
      throw error;
    }
    if (thousandths < MIN_BET_THOUSANDTHS) return false;
    total *= thousandths;
  }
  // ∏(t/1000) >= 1.01  <=>  ∏t · 1000 >= 1010 · 1000^n
  return total * 1000n >= MIN_TOTAL_THOUSANDTHS * 1000n ** BigInt(bets.length);
}

/**
 * The possible win with the express bonus (spec 01 §5): the exact win times the bonus
 * coefficient (1 + n/100, 1.1 outside 1..9, as an exact fraction), rounded down to the minor
 * unit once, at the end (coupon-math.md), so the bonus never loses or gains a kopeck to an
 * earlier rounding.
 */
export function possibleWinWithExpressBonus(exactWin: ExactAmount, betCount: number): number {
  const percent = BigInt(Math.round(expressBonusCoef(betCount) * 100));
  return floorExact({ numerator: exactWin.numerator * percent, denominator: exactWin.denominator * 100n });
}
