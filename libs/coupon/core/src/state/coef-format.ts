import { formatCoef } from '../index.ts';
import type { WithCoupon } from './coupon-state.ts';

/** A coefficient as the player's odds format shows it ("2.15", "23/20", "+115"). */
export type CoefFormat = (coef: number) => string;

const formats = new Map<number, CoefFormat>();

/**
 * The formatter of one coefficient view, one per view (so a selector over it keeps its identity
 * and a component re-renders only when the format changes). A coefficient the engine cannot
 * format shows as it came rather than not at all.
 */
export function coefFormatOf(coefViewId: number): CoefFormat {
  let format = formats.get(coefViewId);
  if (!format) {
    format = (coef) => {
      try {
        return formatCoef(coef, coefViewId);
      } catch {
        return String(coef);
      }
    };
    formats.set(coefViewId, format);
  }
  return format;
}

/**
 * Spec 01 §3 coefViewId applied everywhere: the one way every odds button, the coupon, the bet
 * history and print-coupon turn a coefficient into text (`useCoefFormat` of @bet/coupon-ui).
 */
export const selectCoefFormat = (state: WithCoupon): CoefFormat => coefFormatOf(state.coupon.oddsView.coefViewId);
