import { call, fork, takeLeading } from 'redux-saga/effects';
import { antiExpressPriceSaga } from './anti-express-saga.ts';
import { watchAddRequests, watchBus } from './bus-saga.ts';
import { couponCodeSaga } from './coupon-code-saga.ts';
import { couponConfigSaga } from './config-saga.ts';
import { oddsViewSaga, restoreOddsView } from './odds-view-saga.ts';
import type { CouponDeps } from './deps.ts';
import { oneClickPlacementSaga } from './placement/one-click-saga.ts';
import { placementSaga } from './placement/placement-saga.ts';
import { placementRequested } from './placement-slice.ts';
import { watchReminder } from './reminder-saga.ts';
import { persistCoupon, restoreCoupon } from './storage-saga.ts';

/**
 * The coupon's one root saga (DESIGN.md: the app starts it with `spawn`): storage read first
 * (the coupon, then the odds view), then persistence, the coupon config, the bus, page requests, the reminder, placement,
 * one-click bets and the anti-express price.
 */
export function* couponSaga<S>(deps: CouponDeps<S>) {
  yield call(restoreCoupon, deps);
  // The browser's odds view before the config, which replaces it only with a player's saved one.
  yield call(restoreOddsView, deps);
  yield fork(oddsViewSaga, deps);
  yield fork(persistCoupon, deps);
  yield fork(couponConfigSaga, deps);
  yield fork(watchBus, deps);
  yield fork(watchAddRequests, deps);
  yield fork(watchReminder, deps);
  yield takeLeading(placementRequested.type, placementSaga, deps);
  yield fork(oneClickPlacementSaga, deps);
  yield fork(antiExpressPriceSaga, deps);
  yield fork(couponCodeSaga, deps);
}
