import { postCoupon, type PlacedCouponAnswer } from '@bet/contract';
import { isApiError } from '@bet/request';
import { call, delay, put, select } from 'redux-saga/effects';
import type { CouponDeps } from '../deps.ts';
import { selectCouponConfig } from '../selectors.ts';
import type { CouponPayload, PlacedCoupon } from '../types.ts';
import { mapPlacementFailure, placedCouponOf, type CouponLimits } from './placement-failure.ts';

/**
 * A placement attempt that found no answer is sent again with the same id (the server's
 * idempotency key answers the first result, so a retry is never a second bet). Spec 02 §7:
 * "Retry limit of the request layer: not shown"; ours: 2 more tries, 1 s apart.
 */
export const PLACEMENT_NETWORK_RETRIES = 2;
export const PLACEMENT_RETRY_DELAY_MS = 1000;

/**
 * Sends a coupon (contract `postCoupon`) and returns it as placed. A refusal first teaches the
 * coupon what it says (mapPlacementRefusal: new coefficients, blocked markets, a stake limit),
 * then the saga throws a PlacementFailure; so does a call that never got an answer after the
 * retries, or any other failure.
 */
export function* sendCoupon(deps: Pick<CouponDeps, 'api'>, payload: CouponPayload) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer: PlacedCouponAnswer = yield call([deps.api, deps.api.call], postCoupon, { body: payload });
      const placed: PlacedCoupon = placedCouponOf(answer);
      return placed;
    } catch (error) {
      if (isApiError(error) && error.kind === 'network' && attempt < PLACEMENT_NETWORK_RETRIES) {
        yield delay(PLACEMENT_RETRY_DELAY_MS);
        continue;
      }
      const limits: CouponLimits = yield select(selectCouponConfig);
      const mapped = mapPlacementFailure(error, payload, limits);
      for (const action of mapped.actions) yield put(action);
      throw mapped.error;
    }
  }
}
