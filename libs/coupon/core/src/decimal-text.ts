/**
 * numerator/denominator (both >= 0) as decimal text, rounded half up to `maxDecimals` and
 * trimmed of trailing zeros down to `minDecimals`. Exact: 1.005 to 2 decimals is "1.01", where
 * `(1.005).toFixed(2)` gives "1.00" because the double is 1.00499999...
 */
export function decimalText(numerator: bigint, denominator: bigint, maxDecimals: number, minDecimals = 0): string {
  const scale = 10n ** BigInt(maxDecimals);
  const scaled = (2n * numerator * scale + denominator) / (2n * denominator);
  const whole = (scaled / scale).toString();
  let fraction = maxDecimals > 0 ? (scaled % scale).toString().padStart(maxDecimals, '0') : '';
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** numerator/denominator rounded half up to `decimals`, as a number (for display helpers). */
export function roundedNumber(numerator: bigint, denominator: bigint, decimals: number): number {
  return Number(decimalText(numerator, denominator, decimals));
}
