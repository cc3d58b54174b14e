import type { ChangeCoefAction } from './types.ts';

/** What the coupon does when the line moves a bet's coefficient. */
export type CoefChangeDecision = 'unchanged' | 'accept' | 'confirm';

/**
 * Spec 01 §3 changeCoefAction: 0 ask the player for any change, 1 accept any change silently,
 * 2 (default) accept increases silently and ask for decreases. Coefficients are compared in
 * exact thousandths so 1.1 and 1.1000000001 from a float feed count as equal.
 */
export function decideCoefChange(action: ChangeCoefAction, from: number, to: number): CoefChangeDecision {
  const a = toThousandths(from);
  const b = toThousandths(to);
  if (a === b) return 'unchanged';
  if (action === 1) return 'accept';
  if (action === 2 && b > a) return 'accept';
  return 'confirm';
}

/** 1.85 -> 1850: coefficients have at most 3 decimals (coupon-math.md). */
export function toThousandths(coef: number): number {
  return Math.round(coef * 1000);
}
