import { coefToBigThousandths, type DecimalCoef } from './coefficient.ts';
import { product } from './elementary-symmetric.ts';
import { roundedNumber } from './decimal-text.ts';

export interface TotalCoefOptions {
  /** The coupon setting `exactCoef`: show 3 decimals instead of 2. */
  readonly exact?: boolean;
}

/**
 * The accumulator's total coefficient for display: the exact product of the coefficients,
 * rounded half up to 2 decimals (3 with `exact`). 1.5 × 1.67 = 2.505 shows 2.51 (floats say
 * 2.50). Display only: the money always uses the exact product (calcPossibleWin).
 */
export function totalCoef(coefs: readonly DecimalCoef[], options: TotalCoefOptions = {}): number {
  const numerator = product(coefs.map(coefToBigThousandths));
  return roundedNumber(numerator, 1000n ** BigInt(coefs.length), options.exact === true ? 3 : 2);
}
