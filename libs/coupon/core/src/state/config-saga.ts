import { getCouponConfig, type CouponConfig } from '@bet/contract';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { prepaidAmountReceived } from './account-slice.ts';
import { couponConfigReceived, couponConfigRequested } from './config-slice.ts';
import type { CouponDeps } from './deps.ts';
import { storeOddsView } from './odds-view-saga.ts';
import { coefViewChanged, type OddsViewState } from './odds-view-slice.ts';
import type { WithCoupon } from './coupon-state.ts';
import { promoCodesReceived } from './promo-slice.ts';
import { initialAmountReceived } from './stake-slice.ts';

export const COUPON_CONFIG_FAILED = 'Coupon: the coupon config could not be loaded';

/**
 * Reads the coupon config (contract getCouponConfig) and hands each part to the coupon as the
 * event it already has (spec 01 §3 coupon state, §5): the rules (min and max per limited type,
 * max payout, bonus bet and VIP flags), the player's odds view, the initial stake, promo codes and
 * prepaid money. A failure keeps what the coupon had (the server still enforces its rules).
 */
export function* loadCouponConfig(deps: Pick<CouponDeps, 'api' | 'logger' | 'storage' | 'cookies'>) {
  let config: CouponConfig;
  try {
    config = yield call([deps.api, deps.api.call], getCouponConfig, {});
  } catch (error) {
    deps.logger.warn(COUPON_CONFIG_FAILED, error);
    return;
  }
  yield put(
    couponConfigReceived({
      minBetAmount: config.minBetAmount,
      maxBetAmount: config.maxBetAmount,
      maxPayout: config.maxPayout,
      limitedTypeIds: config.limitedTypeIds,
      isBonusBetEnabled: config.isBonusBetEnabled,
      isVipBetAllowed: config.isVipBetAllowed,
    }),
  );
  // A player's saved odds view wins over the browser's (spec 01 §3; null: none saved, the
  // browser's choice stands), and the browser keeps it from now on.
  if (config.coefViewId !== null && config.appViewType !== null) {
    yield put(coefViewChanged({ coefViewId: config.coefViewId, appViewType: config.appViewType }));
    const view: OddsViewState = yield select((state: WithCoupon) => state.coupon.oddsView);
    storeOddsView(deps, view);
  }
  yield put(initialAmountReceived({ amount: config.initialAmount }));
  yield put(promoCodesReceived({ promoCodes: config.promoCodes }));
  yield put(prepaidAmountReceived({ amount: config.prepaidAmount }));
}

/** At start, then on every `couponConfigRequested` (a newer request wins over one still loading). */
export function* couponConfigSaga(deps: Pick<CouponDeps, 'api' | 'logger' | 'storage' | 'cookies'>) {
  yield takeLatest(couponConfigRequested.type, loadCouponConfig, deps);
  yield call(loadCouponConfig, deps);
}
