import { call, put, select, takeEvery } from 'redux-saga/effects';
import { CouponType } from '@bet/coupon';
import {
  betsAdapter,
  buildCouponPayload,
  oneClickBetRequested,
  selectCoupon,
  type CouponBet,
  type CouponDeps,
  type CouponPayloadContext,
  type CouponState,
  type PlacedCoupon,
  type WithCoupon,
} from '@bet/coupon/state';
import { placementErrorKey } from '@bet/coupon-ui';
import { notify } from '@bet/notifications';
import { selectUserId, type WithSession } from '@bet/session';
import { selectSiteConfig, type WithSite } from '@bet/site';

type PlaceCoupon = NonNullable<CouponDeps['placeCoupon']>;

/** One notification at a time for one-click bets: a new result replaces the last one. */
export const ONE_CLICK_NOTIFICATION_ID = 'coupon-one-click';

/**
 * The one-click bet as a coupon of its own: a single of that bet at the one-click stake, with
 * the account and settings of the coupon; the coupon's bets are not touched.
 */
export function oneClickCoupon(coupon: CouponState, bet: CouponBet, amount: number): CouponState {
  return {
    ...coupon,
    bets: betsAdapter.setAll({ ...coupon.bets }, [bet]),
    type: { ...coupon.type, typeId: CouponType.Single, isActiveSystemBanker: false },
    stake: { ...coupon.stake, amount, amountByBetId: {}, amountByBlockId: {} },
    promo: { ...coupon.promo, promoCode: '', manualPromoCode: '' },
  };
}

/**
 * Spec 01 §4 One-click: with one-click on, a picked outcome is placed at once at the one-click
 * stake (the coupon answers `oneClickBetRequested` and keeps nothing; placing is the app's, as
 * the coupon holds no user or site context). The result is a notification: "accepted, coupon
 * № …" or the one reason it failed. The placement is the coupon's own (`deps.placeCoupon`), so
 * refusals, retries and the balance refresh are the same as for the coupon.
 */
export function* oneClickPlacementSaga(
  placeCoupon: PlaceCoupon,
  createId: () => string = () => globalThis.crypto.randomUUID(),
) {
  yield takeEvery(oneClickBetRequested.type, function* (action: ReturnType<typeof oneClickBetRequested>) {
    const { bet, amount } = action.payload;
    if (amount <= 0) {
      yield put(notify({ id: ONE_CLICK_NOTIFICATION_ID, tone: 'error', text: 'coupon_one_click_no_amount' }));
      return;
    }
    const coupon: CouponState = yield select((state: WithCoupon) => selectCoupon(state));
    const userId: number | null = yield select((state: WithSession) => selectUserId(state));
    const refId: number | null = yield select((state: WithSite) => selectSiteConfig(state)?.ref_id ?? null);
    const context: CouponPayloadContext = {
      userId,
      refId,
      appViewType: 0,
      coefViewId: coupon.oddsView.coefViewId,
      id: createId(),
    };
    const payload = buildCouponPayload({ coupon: oneClickCoupon(coupon, bet, amount) }, context);
    try {
      const placed: PlacedCoupon = yield call(placeCoupon, payload);
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
  });
}
