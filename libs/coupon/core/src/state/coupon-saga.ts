import type { Action } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { betFromPayload, parseCouponBetPayload, parseCouponBetUpdate } from './bet.ts';
import {
  COUPON_REMINDER_STORAGE_KEY,
  COUPON_SETTINGS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  REMINDER_DELAY_LINE_MS,
  REMINDER_DELAY_LIVE_MS,
} from './constants.ts';
import {
  betAdded,
  betAddRequested,
  betRemoved,
  betUpdated,
  couponRestored,
  couponSlice,
  oneClickBetRequested,
  placementFailed,
  placementRequested,
  placementSucceeded,
  reminderCleared,
  reminderDue,
  reminderScheduled,
  type CouponState,
} from './coupon-slice.ts';
import type { CouponDeps } from './deps.ts';
import { isCouponBetLive } from './engine.ts';
import { COUPON_ADD_BET_EVENT, COUPON_UPDATE_EVENT, type CouponEventBus } from './event-bus.ts';
import { buildCouponPayload } from './payload.ts';
import {
  readCouponSettings,
  readReminder,
  readStoredCoupon,
  serialiseCoupon,
  serialiseReminder,
  serialiseSettings,
  writeJson,
} from './persistence.ts';
import { selectCoupon, selectCouponIssues, selectOneClickAmount, type WithCoupon } from './selectors.ts';
import type { CouponBet, CouponReminder } from './types.ts';

const isCouponAction = (action: unknown): action is Action =>
  typeof (action as Action | undefined)?.type === 'string' &&
  (action as Action).type.startsWith(`${couponSlice.name}/`);

const betsOf = (coupon: CouponState): CouponBet[] =>
  coupon.bets.ids.map((id) => coupon.bets.entities[id]).filter((bet): bet is CouponBet => bet !== undefined);

// --- storage ------------------------------------------------------------------------------------

/** Reads settings, coupon and the session's reminder once, before anything else runs. */
export function* restoreCoupon(deps: CouponDeps) {
  const settings = readCouponSettings(deps.storage, deps.logger);
  const coupon = readStoredCoupon(deps.storage, deps.clock.now(), deps.logger);
  yield put(couponRestored({ coupon, settings }));
  if (!deps.sessionStorage) return;
  const reminder = readReminder(deps.sessionStorage, deps.logger);
  if (!reminder) return;
  const state: CouponState = yield select(selectCoupon);
  const bet = state.bets.entities[reminder.id];
  // A record about a bet that has gone or is blocked is what the spec clears.
  if (bet && !bet.isBlocked) yield put(reminderScheduled(reminder));
}

/**
 * Writes what changed after every coupon event: settings to `coupon-settings`, the coupon to
 * `coupon` (the key removed when empty), the reminder record to session storage. Comparing the
 * text with the last one written keeps a busy line feed from rewriting storage for nothing.
 */
export function* persistCoupon(deps: CouponDeps) {
  const initial: CouponState = yield select(selectCoupon);
  const last = {
    settings: serialiseSettings(initial),
    coupon: serialiseCoupon(initial),
    reminder: serialiseReminder(initial),
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
    const reminder = serialiseReminder(state);
    if (deps.sessionStorage && reminder !== last.reminder) {
      writeJson(deps.sessionStorage, COUPON_REMINDER_STORAGE_KEY, reminder, deps.logger);
      last.reminder = reminder;
    }
  }
}

// --- the bus ------------------------------------------------------------------------------------

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
  if (state.dismissedBonusBetIds.includes(bet.id)) return;
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

function* watchAddRequests(deps: CouponDeps) {
  yield takeEvery(betAddRequested.type, function* (action: ReturnType<typeof betAddRequested>) {
    yield call(addBet, deps, action.payload);
  });
}

// --- the reminder ---------------------------------------------------------------------------------

/** The bet a new reminder is about: the newest unblocked one. */
function reminderCandidate(coupon: CouponState): CouponBet | undefined {
  let newest: CouponBet | undefined;
  for (const bet of betsOf(coupon)) {
    if (bet.isBlocked) continue;
    const at = coupon.addedAtByBetId[bet.id] ?? 0;
    if (!newest || at >= (coupon.addedAtByBetId[newest.id] ?? 0)) newest = bet;
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
  const record = coupon.reminder;
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
    const record: CouponReminder | null = yield select((state: WithCoupon) => state.coupon.reminder);
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

function* watchReminder(deps: CouponDeps) {
  yield fork(reminderTimer, deps);
  yield call(reconcileReminder, deps);
  yield takeEvery(
    (action: unknown) =>
      isCouponAction(action) && action.type !== reminderScheduled.type && action.type !== reminderCleared.type,
    reconcileReminder,
    deps,
  );
}

// --- placement ------------------------------------------------------------------------------------

/** Sends the coupon when the app gave a `placeCoupon`; a second request while one runs is dropped. */
export function* placeCoupon(deps: CouponDeps, action: ReturnType<typeof placementRequested>) {
  const place = deps.placeCoupon;
  if (!place) return;
  const issues: unknown[] = yield select(selectCouponIssues);
  if (issues.length > 0) {
    yield put(placementFailed({ message: 'The coupon cannot be placed', code: String(issues[0]) }));
    return;
  }
  const state: CouponState = yield select(selectCoupon);
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

/**
 * The coupon's one root saga (DESIGN.md: the app starts it with `spawn`): storage read first,
 * then persistence, the bus, page requests, the reminder and, with `deps.placeCoupon`, placement.
 */
export function* couponSaga(deps: CouponDeps) {
  yield call(restoreCoupon, deps);
  yield fork(persistCoupon, deps);
  yield fork(watchBus, deps);
  yield fork(watchAddRequests, deps);
  yield fork(watchReminder, deps);
  if (deps.placeCoupon) yield takeLeading(placementRequested.type, placeCoupon, deps);
}
