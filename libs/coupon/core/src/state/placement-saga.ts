import { call, put, select } from 'redux-saga/effects';
import type { WithCoupon } from './coupon-state.ts';
import type { CouponDeps } from './deps.ts';
import { selectCouponIssues } from './figures.ts';
import { buildCouponPayload } from './payload.ts';
import { placementFailed, placementSucceeded, type placementRequested } from './placement-slice.ts';

/** Sends the coupon when the app gave a `placeCoupon`; a second request while one runs is dropped. */
export function* placeCoupon(deps: CouponDeps, action: ReturnType<typeof placementRequested>) {
  const place = deps.placeCoupon;
  if (!place) return;
  const issues: unknown[] = yield select(selectCouponIssues);
  if (issues.length > 0) {
    yield put(placementFailed({ message: 'The coupon cannot be placed', code: String(issues[0]) }));
    return;
  }
  const state: WithCoupon = yield select((root: WithCoupon) => root);
  const payload = buildCouponPayload(state, action.payload.context);
  try {
    const coupon: Awaited<ReturnType<typeof place>> = yield call(place, payload);
    yield put(placementSucceeded({ coupon }));
  } catch (error) {
    const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
    yield put(
      placementFailed({
        message: typeof message === 'string' ? message : 'The coupon could not be placed',
        ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
      }),
    );
  }
}
