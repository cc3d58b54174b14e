import { coefToThousandths, type DecimalCoef } from './coefficient.ts';
import { CoefView } from './coef-view.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { decimalText } from './decimal-text.ts';

/**
 * The common fractional ladder (UK-style prices), reduced. A coefficient that reads back from
 * one of these (1.83 <- 5/6, 1.91 <- 10/11, 1.62 <- 8/13, 2.38 <- 11/8) is shown as that
 * fraction, the one players know.
 */
const LADDER: readonly (readonly [number, number])[] = (
  [
    [1, 33],
    [1, 25],
    [1, 20],
    [1, 16],
    [1, 14],
    [1, 12],
    [1, 11],
    [1, 10],
    [1, 9],
    [1, 8],
    [2, 15],
    [1, 7],
    [2, 13],
    [1, 6],
    [2, 11],
    [1, 5],
    [2, 9],
    [1, 4],
    [2, 7],
    [3, 10],
    [1, 3],
    [4, 11],
    [2, 5],
    [4, 9],
    [1, 2],
    [8, 15],
    [4, 7],
    [8, 13],
    [2, 3],
    [8, 11],
    [4, 5],
    [5, 6],
    [10, 11],
    [20, 21],
    [1, 1],
    [21, 20],
    [11, 10],
    [6, 5],
    [5, 4],
    [11, 8],
    [3, 2],
    [13, 8],
    [7, 4],
    [15, 8],
    [2, 1],
    [17, 8],
    [9, 4],
    [5, 2],
    [11, 4],
    [3, 1],
    [10, 3],
    [7, 2],
    [4, 1],
    [9, 2],
    [5, 1],
    [11, 2],
    [6, 1],
    [13, 2],
    [7, 1],
    [15, 2],
    [8, 1],
    [17, 2],
    [9, 1],
    [10, 1],
  ] as const
)
  .slice()
  .sort((a, b) => a[1] - b[1] || a[0] - b[0]);

/** Denominators tried beyond the ladder: small enough to look like a price (2.33 -> 4/3). */
const MAX_SMALL_DENOMINATOR = 12;

/**
 * D - 1 as a reduced fraction p/q that reads back as D: 1 + p/q rounded half up at D's own
 * precision (2 decimals when D has at most 2, else 3) gives D again. First a ladder fraction,
 * then the smallest denominator up to 12, then D - 1 exactly (1.85 -> 17/20, 1.001 -> 1/1000).
 * A nearest-fraction search alone would give 11/13 for 1.85 (it rounds to 1.85 too).
 */
function fractional(thousandths: number): string {
  const excess = thousandths - 1000;
  // p/q reads back when 2X - h <= 2000·p/q < 2X + h, X = excess in thousandths and h half a
  // unit of the last decimal in half-thousandths (0.005 = 10/2000, 0.0005 = 1/2000). BigInt
  // keeps it exact for any coefficient.
  const halfUnit = thousandths % 10 === 0 ? 10n : 1n;
  const low = 2n * BigInt(excess) - halfUnit;
  const high = 2n * BigInt(excess) + halfUnit;
  const readsBack = (p: number, q: number): boolean => {
    const scaled = 2000n * BigInt(p);
    return scaled >= low * BigInt(q) && scaled < high * BigInt(q);
  };
  for (const [p, q] of LADDER) if (readsBack(p, q)) return `${p}/${q}`;
  for (let q = 1; q <= MAX_SMALL_DENOMINATOR; q += 1) {
    const p = Math.round((excess * q) / 1000);
    if (readsBack(p, q)) return `${p}/${q}`;
  }
  let [a, b] = [excess, 1000];
  while (b !== 0) [a, b] = [b, a % b];
  return `${excess / a}/${1000 / a}`;
}

/** A negative price text, never "-0". */
function negative(text: string): string {
  return /^0(\.0*)?$/.test(text) ? '0' : `-${text}`;
}

/**
 * The coefficient as the player's coefficient view shows it (coupon-math.md "Odds formats"):
 * - 0 decimal: D with 2 decimals, 3 when it has them ("1.80", "1.855");
 * - 1 fractional: D - 1 as p/q ("2/5", "5/2", "1/1");
 * - 2 American: +100(D-1) if D >= 2, else -100/(D-1), at most 2 decimals ("+350", "-125", "-117.65");
 * - 3 Hong Kong: D - 1 ("0.2");
 * - 4 Indonesian: D - 1 if D >= 2, else -1/(D-1) ("2", "-10");
 * - 5 Malaysian: D - 1 if D <= 2, else -1/(D-1) ("0.75", "-0.4").
 * Asian figures keep at most 3 decimals. Exact forms (D, D - 1) are shown exactly; reciprocal
 * forms are rounded half up. Trailing zeros are dropped except in the decimal view. D = 1 has
 * no American or Indonesian form (a division by zero): those views show "1.00" then.
 */
export function formatCoef(decimalCoef: DecimalCoef, coefViewId: number): string {
  const thousandths = coefToThousandths(decimalCoef);
  const coef = BigInt(thousandths);
  const excess = coef - 1000n;
  const asDecimal = (): string => decimalText(coef, 1000n, 3, 2);
  switch (coefViewId) {
    case CoefView.Decimal:
      return asDecimal();
    case CoefView.Fractional:
      return fractional(thousandths);
    case CoefView.American:
      if (excess === 0n) return asDecimal();
      return thousandths >= 2000
        ? `+${decimalText(100n * excess, 1000n, 2)}`
        : negative(decimalText(100n * 1000n, excess, 2));
    case CoefView.HongKong:
      return decimalText(excess, 1000n, 3);
    case CoefView.Indonesian:
      if (excess === 0n) return asDecimal();
      return thousandths >= 2000 ? decimalText(excess, 1000n, 3) : negative(decimalText(1000n, excess, 3));
    case CoefView.Malaysian:
      return thousandths <= 2000 ? decimalText(excess, 1000n, 3) : negative(decimalText(1000n, excess, 3));
    default:
      throw new CouponMathError(
        CouponMathErrorCode.InvalidCoefView,
        `Coefficient view ${coefViewId} is not one of 0..5`,
      );
  }
}
