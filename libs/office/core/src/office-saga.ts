import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { getBetHistory, getCouponById, type CallResponse, type PlacedCouponRecord } from '@bet/contract';
import { ApiError } from '@bet/request';
import { pageLeft, pageReturned } from '@bet/platform';
import { loggedOut, sessionEnded } from '@bet/session';
import {
  historyClosed,
  historyFilterChosen,
  historyMoreRequested,
  historyOpened,
  historyPageFailed,
  historyPageLoaded,
  historyRangeChanged,
  historyRetryRequested,
  openCouponsRefreshed,
  type BetHistoryState,
  type HistoryFailure,
} from './bet-history-slice';
import {
  COUPON_REFRESH_FAILED,
  HISTORY_LOAD_FAILED,
  HISTORY_PAGE_SIZE,
  OPENED_COUPON_REFRESH_MS,
  PAYOUT_MISMATCH,
  PRINT_COUPON_FAILED,
} from './constants';
import { payoutMismatch } from './expected-payout';
import { rangeToQuery } from './history-range';
import { selectZoneOffsetMinutes } from '@bet/time-settings';
import type { OfficeDeps } from './office-deps';
import { officeSettingsSaga } from './office-settings-saga';
import {
  printCouponFailed,
  printCouponLoaded,
  printCouponRequested,
  type PrintCouponProblem,
} from './print-coupon-slice';
import { selectBetHistory, selectHistoryCursor, selectHistoryQuery, selectOpenCouponIds } from './selectors';

type HistoryAnswer = CallResponse<typeof getBetHistory>;

function toFailure(error: unknown): HistoryFailure {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: null, message: error instanceof Error ? error.message : String(error) };
}

/** Show the server's payout; a figure the engine does not agree with is logged (see README). */
function checkPayouts(deps: OfficeDeps, coupons: readonly PlacedCouponRecord[]) {
  for (const coupon of coupons) {
    const mismatch = payoutMismatch(coupon);
    if (mismatch) deps.logger.warn(PAYOUT_MISMATCH, mismatch);
  }
}

/**
 * One page of the current query. The query number is read before the call and sent with the
 * answer: if the filter or range changed meanwhile, the reducer drops it (and the page loop has
 * usually cancelled this call already).
 */
function* loadPage(deps: OfficeDeps, kind: 'first' | 'more') {
  const history: BetHistoryState = yield select(selectBetHistory);
  // The days are the player's, in the zone they chose (issue 12); spec 02 §9's zone 3 without time settings.
  const offsetMinutes: number = yield select(selectZoneOffsetMinutes);
  const range = rangeToQuery(history.range, offsetMinutes);
  if (!range) return;
  const before: string | undefined = kind === 'more' ? yield select(selectHistoryCursor) : undefined;
  const query = history.query;
  try {
    const answer: HistoryAnswer = yield call([deps.api, deps.api.call], getBetHistory, {
      query: {
        filter: history.filter,
        limit: deps.pageSize ?? HISTORY_PAGE_SIZE,
        ...range,
        ...(before ? { before } : {}),
      },
    });
    checkPayouts(deps, answer.coupons);
    yield put(historyPageLoaded({ query, coupons: answer.coupons, hasMore: answer.hasMore, at: deps.clock.now() }));
  } catch (error) {
    deps.logger.error(HISTORY_LOAD_FAILED, error);
    yield put(historyPageFailed({ query, error: toFailure(error) }));
  }
}

/** A fresh copy of one coupon, or null (logged): one failing coupon does not stop the others. */
function* readCoupon(deps: OfficeDeps, couponId: string) {
  try {
    const coupon: PlacedCouponRecord = yield call([deps.api, deps.api.call], getCouponById, { query: { couponId } });
    return coupon;
  } catch (error) {
    deps.logger.warn(COUPON_REFRESH_FAILED, { couponId, error });
    return null;
  }
}

/**
 * Spec 02 §9 "opened coupon cost" 15000 ms: every 15 s the open coupons in the list are read
 * again, so a settled bet shows its result without a reload. Spec 02 §4 "Page-leave" (DESIGN):
 * nothing while the page is away (`pageLeft` of @bet/platform), a refresh at once on
 * return.
 */
export function* refreshOpenCoupons(deps: OfficeDeps) {
  for (;;) {
    const { paused } = (yield race({ tick: delay(OPENED_COUPON_REFRESH_MS), paused: take(pageLeft.type) })) as {
      paused?: unknown;
    };
    if (paused) yield take(pageReturned.type);
    const ids: string[] = yield select(selectOpenCouponIds);
    if (ids.length === 0) continue;
    const fresh: (PlacedCouponRecord | null)[] = yield all(ids.map((id) => call(readCoupon, deps, id)));
    const coupons = fresh.filter((coupon): coupon is PlacedCouponRecord => coupon !== null);
    checkPayouts(deps, coupons);
    yield put(openCouponsRefreshed({ coupons, at: deps.clock.now() }));
  }
}

/**
 * The list's loads. The first page of each query, latest wins: a filter, range or retry that
 * starts a new query cancels whatever is still loading for the old one (its first page or a
 * further page). Further pages one at a time, after the last coupon shown.
 */
function* historyLoads(deps: OfficeDeps) {
  let query: number = yield select(selectHistoryQuery);
  let first: Task = yield fork(loadPage, deps, 'first');
  let more: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take([
      historyFilterChosen.type,
      historyRangeChanged.type,
      historyRetryRequested.type,
      historyMoreRequested.type,
    ]);
    if (action.type === historyMoreRequested.type) {
      // The reducer marks an accepted request pending; one ignored (nothing more, or busy) is not.
      const history: BetHistoryState = yield select(selectBetHistory);
      if (history.request === 'more' && history.status === 'pending' && !more?.isRunning()) {
        more = yield fork(loadPage, deps, 'more');
      }
      continue;
    }
    const next: number = yield select(selectHistoryQuery);
    // The same filter or range chosen again changes no query: the load under way stands.
    if (next === query) continue;
    query = next;
    yield cancel(first);
    if (more) yield cancel(more);
    first = yield fork(loadPage, deps, 'first');
  }
}

/** Everything the history page runs while it is shown. */
export function* historyWhileOpen(deps: OfficeDeps) {
  yield fork(historyLoads, deps);
  yield fork(refreshOpenCoupons, deps);
}

/** Opened → run the page's work; closed, signed out or expired → cancel all of it (loads and refresh). */
export function* betHistorySaga(deps: OfficeDeps) {
  for (;;) {
    yield take(historyOpened.type);
    let task: Task = yield fork(historyWhileOpen, deps);
    for (;;) {
      const action: { type: string } = yield take([
        historyOpened.type,
        historyClosed.type,
        loggedOut.type,
        sessionEnded.type,
      ]);
      yield cancel(task);
      if (action.type !== historyOpened.type) break;
      // Opened again without a close (a remount): start over for the new query.
      task = yield fork(historyWhileOpen, deps);
    }
  }
}

function printProblem(error: unknown): PrintCouponProblem {
  if (error instanceof ApiError && error.status === 404) return 'not_found';
  if (error instanceof ApiError && error.status === 401) return 'unauthorized';
  return 'failed';
}

function* loadPrintCoupon(deps: OfficeDeps, action: ReturnType<typeof printCouponRequested>) {
  const { couponId } = action.payload;
  try {
    const coupon: PlacedCouponRecord = yield call([deps.api, deps.api.call], getCouponById, { query: { couponId } });
    checkPayouts(deps, [coupon]);
    yield put(printCouponLoaded({ coupon }));
  } catch (error) {
    const problem = printProblem(error);
    if (problem === 'failed') deps.logger.error(PRINT_COUPON_FAILED, error);
    yield put(printCouponFailed({ couponId, problem }));
  }
}

/** Spec 01 §2 print-coupon/{couponId}: the latest coupon asked for wins. */
export function* printCouponSaga(deps: OfficeDeps) {
  yield takeLatest(printCouponRequested.type, loadPrintCoupon, deps);
}

/** The office's one root saga (`@bet/office/sagas`); the app starts it with the first office page (issue 16). */
export function* officeSaga(deps: OfficeDeps) {
  yield fork(betHistorySaga, deps);
  yield fork(printCouponSaga, deps);
  yield fork(officeSettingsSaga, deps);
}
