import { put, select, take } from 'redux-saga/effects';
import { couponRestored } from './coupon-events.ts';
import type { CouponState } from './coupon-state.ts';
import {
  COUPON_REMINDER_STORAGE_KEY,
  COUPON_SETTINGS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  RIGHT_PANEL_STORAGE_KEY,
} from './constants.ts';
import type { CouponDeps } from './deps.ts';
import { isCouponAction } from './is-coupon-action.ts';
import {
  readCouponSettings,
  readReminder,
  readRightPanelCompact,
  readStoredCoupon,
  serialiseCoupon,
  serialiseReminder,
  serialiseRightPanel,
  serialiseSettings,
  writeJson,
} from './persistence.ts';
import { reminderScheduled } from './reminder-slice.ts';
import { rightPanelRestored } from './right-panel-slice.ts';
import { selectCoupon } from './selectors.ts';

/** Reads settings, coupon and the session's reminder once, before anything else runs. */
export function* restoreCoupon(deps: CouponDeps) {
  const settings = readCouponSettings(deps.storage, deps.logger);
  const coupon = readStoredCoupon(deps.storage, deps.clock.now(), deps.logger);
  yield put(couponRestored({ coupon, settings }));
  // Spec 01 §4: the right panel as the player left it (expanded is the state's default).
  if (readRightPanelCompact(deps.storage, deps.logger)) yield put(rightPanelRestored({ isCompact: true }));
  if (!deps.sessionStorage) return;
  const reminder = readReminder(deps.sessionStorage, deps.logger);
  if (!reminder) return;
  const state: CouponState = yield select(selectCoupon);
  const bet = state.bets.entities[reminder.id];
  // A record about a bet that has gone or is blocked is what the spec clears.
  if (bet && !bet.isBlocked) yield put(reminderScheduled(reminder));
}

/**
 * Writes what changed after every coupon event: settings to `coupon-settings`, the right panel's
 * state to its global key, the coupon to
 * `coupon` (the key removed when empty), the reminder record to session storage. Comparing the
 * text with the last one written keeps a busy line feed from rewriting storage for nothing.
 */
export function* persistCoupon(deps: CouponDeps) {
  const initial: CouponState = yield select(selectCoupon);
  const last = {
    settings: serialiseSettings(initial),
    coupon: serialiseCoupon(initial),
    reminder: serialiseReminder(initial),
    rightPanel: serialiseRightPanel(initial),
  };
  while (true) {
    yield take(isCouponAction);
    const state: CouponState = yield select(selectCoupon);
    const settings = serialiseSettings(state);
    if (settings !== last.settings) {
      writeJson(deps.storage, COUPON_SETTINGS_STORAGE_KEY, settings, deps.logger);
      last.settings = settings;
    }
    const coupon = serialiseCoupon(state);
    if (coupon !== last.coupon) {
      writeJson(deps.storage, COUPON_STORAGE_KEY, coupon, deps.logger);
      last.coupon = coupon;
    }
    const rightPanel = serialiseRightPanel(state);
    if (rightPanel !== last.rightPanel) {
      writeJson(deps.storage, RIGHT_PANEL_STORAGE_KEY, rightPanel, deps.logger);
      last.rightPanel = rightPanel;
    }
    const reminder = serialiseReminder(state);
    if (deps.sessionStorage && reminder !== last.reminder) {
      writeJson(deps.sessionStorage, COUPON_REMINDER_STORAGE_KEY, reminder, deps.logger);
      last.reminder = reminder;
    }
  }
}
