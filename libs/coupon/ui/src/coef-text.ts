import { formatCoef } from '@bet/coupon';

/** A coefficient in the coupon's odds format; one the engine cannot format shows as it came. */
export function coefText(coef: number, coefViewId: number): string {
  try {
    return formatCoef(coef, coefViewId);
  } catch {
    return String(coef);
  }
}
