import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { betFromPayload, parseCouponBetPayload, parseCouponBetUpdate } from './bet.ts';
import { betAdded, betAddRequested, betRemoved, betUpdated } from './bets-slice.ts';
import type { CouponState } from './coupon-state.ts';
import type { CouponDeps } from './deps.ts';
import { COUPON_ADD_BET_EVENT, COUPON_UPDATE_EVENT, type CouponEventBus } from './event-bus.ts';
import { oneClickBetRequested } from './placement/one-click-events.ts';
import { selectCoupon, selectOneClickAmount } from './selectors.ts';

type BusEvent = { kind: 'add' | 'update'; payload: unknown };

export function busChannel(bus: CouponEventBus): EventChannel<BusEvent> {
  return eventChannel<BusEvent>((emit) => {
    const offAdd = bus.subscribe(COUPON_ADD_BET_EVENT, (payload) => emit({ kind: 'add', payload }));
    const offUpdate = bus.subscribe(COUPON_UPDATE_EVENT, (payload) => emit({ kind: 'update', payload }));
    return () => {
      offAdd();
      offUpdate();
    };
  }, buffers.expanding(16));
}

/**
 * A bet picked anywhere (bus `couponAddBet` or `betAddRequested`): checked, then
 * - one-click on and the payload does not skip it: placed at once (`oneClickBetRequested`);
 * - already in the coupon: taken out (the odds button is a toggle);
 * - a bonus bet the player deleted before: ignored;
 * - otherwise added, stamped with the clock.
 */
export function* addBet(deps: CouponDeps, raw: unknown) {
  const parsed = parseCouponBetPayload(raw);
  if (!parsed.ok) {
    deps.logger.warn(`${COUPON_ADD_BET_EVENT}: malformed bet payload; ignored`, {
      payload: raw,
      issues: parsed.issues,
    });
    return;
  }
  const bet = betFromPayload(parsed.payload);
  const state: CouponState = yield select(selectCoupon);
  if (state.settings.isActiveOneClick && parsed.payload.isSkipOneClick !== true) {
    const amount: number = yield select(selectOneClickAmount);
    yield put(oneClickBetRequested({ bet, amount }));
    return;
  }
  if (state.bets.entities[bet.id]) {
    yield put(betRemoved({ id: bet.id }));
    return;
  }
  if (state.bets.dismissedBonusBetIds.includes(bet.id)) return;
  yield put(betAdded({ bet, addedAt: deps.clock.now() }));
}

/** `couponUpdate`: the line's news about a bet in the coupon; other bets are none of its business. */
export function* updateBet(deps: CouponDeps, raw: unknown) {
  const parsed = parseCouponBetUpdate(raw);
  if (!parsed.ok) {
    deps.logger.warn(`${COUPON_UPDATE_EVENT}: malformed bet payload; ignored`, { payload: raw, issues: parsed.issues });
    return;
  }
  const state: CouponState = yield select(selectCoupon);
  if (!state.bets.entities[parsed.id]) return;
  yield put(betUpdated({ id: parsed.id, changes: parsed.changes }));
}

/** Bus events become slice events; a failure with one event never stops the next. */
export function* watchBus(deps: CouponDeps) {
  const channel: EventChannel<BusEvent> = yield call(busChannel, deps.bus);
  try {
    while (true) {
      const event: BusEvent = yield take(channel);
      try {
        if (event.kind === 'add') yield call(addBet, deps, event.payload);
        else yield call(updateBet, deps, event.payload);
      } catch (error) {
        deps.logger.error(`Coupon: the ${event.kind} event failed`, error);
      }
    }
  } finally {
    channel.close();
  }
}

/** Pages of the same app pick bets with `betAddRequested`, handled exactly like `couponAddBet`. */
export function* watchAddRequests(deps: CouponDeps) {
  yield takeEvery(betAddRequested.type, function* (action: ReturnType<typeof betAddRequested>) {
    yield call(addBet, deps, action.payload);
  });
}
