import { coefToBigThousandths, type DecimalCoef } from './coefficient.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { product } from './elementary-symmetric.ts';

/**
 * The fair anti-express coefficient K = 1 / (1 - 1/∏D) = P / (P - 1): what an anti-express
 * (wins if at least one leg loses) would pay with no margin. A preview only: the operator's
 * price is the server's `antiExpressCoef`. Computed exactly and rounded to the nearest
 * thousandth (half up), the precision of every coefficient: 2.0, 1.5, 1.25 -> 3.75/2.75 = 1.364.
 */
export function antiExpressFairCoef(coefs: readonly DecimalCoef[]): number {
  const numerator = product(coefs.map(coefToBigThousandths));
  const denominator = numerator - 1000n ** BigInt(coefs.length);
  if (denominator === 0n) {
    throw new CouponMathError(
      CouponMathErrorCode.InvalidCoupon,
      'An anti-express whose coefficients multiply to 1 has no price',
    );
  }
  // K in thousandths, rounded half up: floor(1000·P/(P-1) + 1/2).
  const thousandths = (2n * 1000n * numerator + denominator) / (2n * denominator);
  return Number(thousandths) / 1000;
}
