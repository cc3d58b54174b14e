import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';

/**
 * A decimal coefficient as the API gives it: a number (1.85) or its decimal text ("1.85").
 * At most 3 decimals, at least 1.
 */
export type DecimalCoef = number | string;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

function invalidCoef(coef: unknown, why: string): CouponMathError {
  return new CouponMathError(CouponMathErrorCode.InvalidCoef, `Coefficient ${String(coef)} ${why}`);
}

/**
 * The coefficient as an exact integer of thousandths (1.85 -> 1850), the only form the engine
 * computes with. A number is accepted only when it is exactly the double nearest to a
 * 3-decimal value (what `JSON.parse("1.85")` gives); anything finer (1.8505, or float drift
 * such as 0.1 + 0.2) is refused rather than silently rounded, because rounding a price changes
 * the money.
 */
export function coefToThousandths(coef: DecimalCoef): number {
  if (typeof coef === 'number') {
    if (!Number.isFinite(coef)) throw invalidCoef(coef, 'is not a finite number');
    if (coef < 1) throw invalidCoef(coef, 'is below 1');
    const thousandths = Math.round(coef * 1000);
    if (!Number.isSafeInteger(thousandths)) throw invalidCoef(coef, 'is too large');
    if (thousandths / 1000 !== coef) throw invalidCoef(coef, 'has more than 3 decimals');
    return thousandths;
  }
  if (typeof coef === 'string') {
    const match = DECIMAL_TEXT.exec(coef);
    if (!match) throw invalidCoef(JSON.stringify(coef), 'is not a decimal number');
    const [, whole = '', fraction = ''] = match;
    if (/[^0]/.test(fraction.slice(3))) throw invalidCoef(coef, 'has more than 3 decimals');
    const thousandths = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
    if (!Number.isSafeInteger(thousandths)) throw invalidCoef(coef, 'is too large');
    if (thousandths < 1000) throw invalidCoef(coef, 'is below 1');
    return thousandths;
  }
  throw invalidCoef(coef, 'is not a number');
}

/** Thousandths back to the decimal coefficient (1850 -> 1.85), exact for any 3-decimal value. */
export function thousandthsToCoef(thousandths: number): number {
  return thousandths / 1000;
}

/** Like coefToThousandths, as a BigInt for the exact arithmetic. */
export function coefToBigThousandths(coef: DecimalCoef): bigint {
  return BigInt(coefToThousandths(coef));
}
