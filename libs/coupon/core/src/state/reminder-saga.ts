import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { allBets } from './bets-slice.ts';
import { REMINDER_DELAY_LINE_MS, REMINDER_DELAY_LIVE_MS } from './constants.ts';
import type { CouponState } from './coupon-state.ts';
import type { CouponDeps } from './deps.ts';
import { isCouponBetLive } from './engine.ts';
import { isCouponAction } from './is-coupon-action.ts';
import { reminderCleared, reminderDue, reminderScheduled } from './reminder-slice.ts';
import { selectCoupon, selectCouponReminder } from './selectors.ts';
import type { CouponBet, CouponReminder } from './types.ts';

/** The bet a new reminder is about: the newest unblocked one. */
function reminderCandidate(coupon: CouponState): CouponBet | undefined {
  const addedAt = coupon.bets.addedAtByBetId;
  let newest: CouponBet | undefined;
  for (const bet of allBets(coupon.bets)) {
    if (bet.isBlocked) continue;
    const at = addedAt[bet.id] ?? 0;
    if (!newest || at >= (addedAt[newest.id] ?? 0)) newest = bet;
  }
  return newest;
}

/**
 * Spec 01 §4 "Coupon notification": with an unblocked bet in the coupon and no record, a record
 * is stored for the newest such bet, due in 30 s when it is live, 5 min otherwise (02 §9). A
 * record whose bet has gone or is blocked is cleared.
 */
export function* reconcileReminder(deps: CouponDeps) {
  const coupon: CouponState = yield select(selectCoupon);
  const record = coupon.reminder.record;
  if (record) {
    const bet = coupon.bets.entities[record.id];
    if (!bet || bet.isBlocked) yield put(reminderCleared());
    return;
  }
  const bet = reminderCandidate(coupon);
  if (!bet) return;
  const wait = isCouponBetLive(bet) ? REMINDER_DELAY_LIVE_MS : REMINDER_DELAY_LINE_MS;
  yield put(reminderScheduled({ id: bet.id, timeToShow: deps.clock.now() + wait, isShown: false }));
}

/**
 * Waits for the record's time and then lets the slice show the alert (or not, when the player
 * is on the coupon page or sees the quick coupon). Any coupon event restarts the wait from the
 * record as it then is, so a cleared or replaced record never fires.
 */
export function* reminderTimer(deps: CouponDeps) {
  while (true) {
    const record: CouponReminder | null = yield select(selectCouponReminder);
    if (!record || record.isShown) {
      yield take(isCouponAction);
      continue;
    }
    const { due } = yield race({
      due: delay(Math.max(0, record.timeToShow - deps.clock.now())),
      changed: take(isCouponAction),
    });
    if (due) yield put(reminderDue({ id: record.id }));
  }
}

export function* watchReminder(deps: CouponDeps) {
  yield fork(reminderTimer, deps);
  yield call(reconcileReminder, deps);
  yield takeEvery(
    (action: unknown) =>
      isCouponAction(action) && action.type !== reminderScheduled.type && action.type !== reminderCleared.type,
    reconcileReminder,
    deps,
  );
}
