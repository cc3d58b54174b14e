import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { getPaymentHistory, type CallResponse } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import { HISTORY_PAY_PAGE_SIZE, PAYMENTS_LOAD_FAILED } from './constants';
import { filtersToQuery } from './history-filters';
import { selectZoneOffsetMinutes } from '@bet/time-settings';
import {
  historyPayClosed,
  historyPayFiltersChanged,
  historyPayMoreRequested,
  historyPayOpened,
  historyPayPageFailed,
  historyPayPageLoaded,
  historyPayRetryRequested,
  type HistoryPayState,
} from './history-pay-slice';
import { paymentProblemOf } from './payment-problem';
import type { PaymentsDeps } from './payments-deps';
import { selectHistoryPay, selectHistoryPayCursor, selectHistoryPayQuery } from './selectors';

/** One page of the current query; the query number travels with the answer, so a stale one is dropped. */
function* loadPage(deps: PaymentsDeps, kind: 'first' | 'more') {
  const history: HistoryPayState = yield select(selectHistoryPay);
  const offsetMinutes: number = yield select(selectZoneOffsetMinutes);
  const filters = filtersToQuery(history.filters, offsetMinutes);
  if (!filters.ok) return;
  const before: string | undefined = kind === 'more' ? yield select(selectHistoryPayCursor) : undefined;
  const query = history.query;
  try {
    const answer: CallResponse<typeof getPaymentHistory> = yield call([deps.api, deps.api.call], getPaymentHistory, {
      query: { ...filters.query, limit: deps.pageSize ?? HISTORY_PAY_PAGE_SIZE, ...(before ? { before } : {}) },
    });
    yield put(historyPayPageLoaded({ query, payments: answer.payments, hasMore: answer.hasMore }));
  } catch (error) {
    deps.logger.error(PAYMENTS_LOAD_FAILED, error);
    yield put(historyPayPageFailed({ query, problem: paymentProblemOf(error) }));
  }
}

/** First pages latest-wins (a new filter cancels the old query's loads); further pages one at a time. */
function* historyLoads(deps: PaymentsDeps) {
  let query: number = yield select(selectHistoryPayQuery);
  let first: Task = yield fork(loadPage, deps, 'first');
  let more: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take([
      historyPayFiltersChanged.type,
      historyPayRetryRequested.type,
      historyPayMoreRequested.type,
    ]);
    if (action.type === historyPayMoreRequested.type) {
      const history: HistoryPayState = yield select(selectHistoryPay);
      if (history.request === 'more' && history.status === 'pending' && !more?.isRunning()) {
        more = yield fork(loadPage, deps, 'more');
      }
      continue;
    }
    const next: number = yield select(selectHistoryPayQuery);
    if (next === query) continue;
    query = next;
    yield cancel(first);
    if (more) yield cancel(more);
    first = yield fork(loadPage, deps, 'first');
  }
}

/** Spec 01 §2 historypay: loads while the page is shown; closed, signed out or expired cancels them. */
export function* historyPaySaga(deps: PaymentsDeps) {
  for (;;) {
    yield take(historyPayOpened.type);
    let task: Task = yield fork(historyLoads, deps);
    for (;;) {
      const action: { type: string } = yield take([
        historyPayOpened.type,
        historyPayClosed.type,
        loggedOut.type,
        sessionEnded.type,
      ]);
      yield cancel(task);
      if (action.type !== historyPayOpened.type) break;
      task = yield fork(historyLoads, deps);
    }
  }
}
