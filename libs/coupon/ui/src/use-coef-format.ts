import { useSelector } from 'react-redux';
import { selectCoefFormat, type CoefFormat, type WithCoupon } from '@bet/coupon/state';

/**
 * The player's odds format as a function of a coefficient (spec 01 §3 coefViewId): the one way a
 * connected component shows a coefficient (odds buttons, the coupon, the bet history,
 * print-coupon). It changes identity only when the format does.
 */
export function useCoefFormat(): CoefFormat {
  return useSelector((state: WithCoupon) => selectCoefFormat(state));
}
