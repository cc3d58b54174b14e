import { notify } from '@bet/notifications';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { CouponType } from '../../index.ts';
import { betsAdapter, initialBetsState } from '../bets-slice.ts';
import { initialCouponTypeState } from '../coupon-type-slice.ts';
import type { CouponState } from '../coupon-state.ts';
import type { CouponDeps } from '../deps.ts';
import { buildCouponPayload } from '../payload.ts';
import { initialPricingState } from '../pricing-slice.ts';
import { initialPromoState } from '../promo-slice.ts';
import { selectCoupon } from '../selectors.ts';
import { initialStakeState } from '../stake-slice.ts';
import type { CouponBet, CouponPayloadContext, PlacedCoupon } from '../types.ts';
import { couponPlaced } from './coupon-placed.ts';
import { oneClickBetRequested } from './one-click-events.ts';
import { payloadContext } from './payload-context.ts';
import { placementErrorKey } from './placement-error-key.ts';
import { sendCoupon } from './send-coupon.ts';

/** One notification at a time for one-click bets: a new result replaces the last one. */
export const ONE_CLICK_NOTIFICATION_ID = 'coupon-one-click';

/**
 * The one-click bet as a coupon of its own: a single of that bet at the one-click stake, with
 * the account and settings of the coupon; the coupon's own bets, stake and promo code stay out.
 */
export function oneClickCoupon(coupon: CouponState, bet: CouponBet, amount: number): CouponState {
  return {
    ...coupon,
    bets: betsAdapter.setAll(initialBetsState, [bet]),
    type: { ...initialCouponTypeState, typeId: CouponType.Single },
    stake: { ...initialStakeState, amount },
    promo: initialPromoState,
    pricing: initialPricingState,
  };
}

function* placeOneClickBet<S>(deps: CouponDeps<S>, action: ReturnType<typeof oneClickBetRequested>) {
  const { bet, amount } = action.payload;
  if (amount <= 0) {
    yield put(notify({ id: ONE_CLICK_NOTIFICATION_ID, tone: 'error', text: 'coupon_one_click_no_amount' }));
    return;
  }
  const coupon: CouponState = yield select(selectCoupon);
  const context: CouponPayloadContext = yield call(payloadContext, deps);
  const payload = buildCouponPayload({ coupon: oneClickCoupon(coupon, bet, amount) }, context);
  try {
    const placed: PlacedCoupon = yield call(sendCoupon, deps, payload);
    yield put(couponPlaced({ coupon: placed }));
    yield put(
      notify({
        id: ONE_CLICK_NOTIFICATION_ID,
        tone: 'success',
        text: 'coupon_one_click_placed',
        values: { id: placed.id },
      }),
    );
  } catch (error) {
    const failure = (error ?? {}) as { message?: unknown; code?: unknown };
    const placementError = {
      message: typeof failure.message === 'string' ? failure.message : '',
      ...(typeof failure.code === 'string' || typeof failure.code === 'number' ? { code: failure.code } : {}),
    };
    yield put(
      notify({
        id: ONE_CLICK_NOTIFICATION_ID,
        tone: 'error',
        text: placementErrorKey(placementError) ?? placementError.message,
      }),
    );
  }
}

/**
 * Spec 01 §4 One-click: with one-click on, a picked outcome is placed at once at the one-click
 * stake (the bus saga answers the pick with `oneClickBetRequested` and the coupon keeps
 * nothing). The placement is the coupon's own (`sendCoupon`: retries, refusals), and the result
 * is a notification (@bet/notifications): "accepted, coupon № …" or the one reason it failed.
 */
export function* oneClickPlacementSaga<S>(deps: CouponDeps<S>) {
  yield takeEvery(oneClickBetRequested.type, placeOneClickBet, deps);
}
