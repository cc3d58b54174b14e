import { call, put, select } from 'redux-saga/effects';
import type { WithCoupon } from '../coupon-state.ts';
import type { CouponDeps } from '../deps.ts';
import { selectCouponIssues, type CouponStateIssue } from '../figures.ts';
import { buildCouponPayload } from '../payload.ts';
import { placementFailed, placementSucceeded } from '../placement-slice.ts';
import type { CouponPayloadContext, PlacedCoupon } from '../types.ts';
import { couponPlaced } from './coupon-placed.ts';
import { payloadContext } from './payload-context.ts';
import { sendCoupon } from './send-coupon.ts';

function failureOf(error: unknown): { message: string; code?: string | number; limit?: number } {
  const { message, code, limit } = (error ?? {}) as { message?: unknown; code?: unknown; limit?: unknown };
  return {
    message: typeof message === 'string' ? message : 'The coupon could not be placed',
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof limit === 'number' ? { limit } : {}),
  };
}

/**
 * `placementRequested` (taken leading: a second press while one runs is dropped): a coupon with
 * issues is refused at once with the first issue as its code and never sent; otherwise its
 * payload goes once (sendCoupon retries only what got no answer, with the same id) and the
 * coupon answers `placementSucceeded` and the fact `couponPlaced`, or `placementFailed` with
 * everything the player entered kept.
 */
export function* placementSaga<S>(deps: CouponDeps<S>) {
  const issues: CouponStateIssue[] = yield select(selectCouponIssues);
  if (issues.length > 0) {
    yield put(placementFailed({ message: 'The coupon cannot be placed', code: String(issues[0]) }));
    return;
  }
  const context: CouponPayloadContext = yield call(payloadContext, deps);
  const state: WithCoupon = yield select((root: WithCoupon) => root);
  try {
    const coupon: PlacedCoupon = yield call(sendCoupon, deps, buildCouponPayload(state, context));
    yield put(placementSucceeded({ coupon }));
    yield put(couponPlaced({ coupon }));
  } catch (error) {
    yield put(placementFailed(failureOf(error)));
  }
}
