import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { getPayment, type CallResponse } from '@bet/contract';
import { pageLeft, pageReturned } from '@bet/platform';
import { loggedOut, sessionEnded } from '@bet/session';
import { PAYMENTS_LOAD_FAILED, RETURN_POLL_MAX_MS, RETURN_POLL_MS } from './constants';
import { balanceMayHaveChanged, paymentSettled } from './events';
import { paymentProblemOf } from './payment-problem';
import type { PaymentsDeps } from './payments-deps';
import {
  isAnsweredOnReturn,
  isFinalPayment,
  paymentReturnClosed,
  paymentReturnOpened,
  paymentStatusFailed,
  paymentStatusRead,
  paymentStatusRetryRequested,
  type ReturnState,
} from './return-slice';
import { selectPaymentReturn } from './selectors';

type PaymentAnswer = CallResponse<typeof getPayment>;

/**
 * Reads the payment until it is final. The page only ever reads: a network failure loses or
 * doubles nothing (the money moves by the provider's callback on the server), so the page says
 * what it knows and offers to read again. A payment still pending is read again after 2 s, the
 * wait doubling up to 30 s, paused while the page is away. Once answered (a deposit final; a
 * withdrawal at once, see isAnsweredOnReturn): `balanceMayHaveChanged` once, and
 * `paymentSettled` when final.
 */
function* readUntilFinal(deps: PaymentsDeps, paymentId: string) {
  let wait = RETURN_POLL_MS;
  for (;;) {
    let answer: PaymentAnswer;
    try {
      answer = yield call([deps.api, deps.api.call], getPayment, { query: { paymentId } });
    } catch (error) {
      deps.logger.warn(PAYMENTS_LOAD_FAILED, error);
      yield put(paymentStatusFailed({ problem: paymentProblemOf(error) }));
      const state: ReturnState = yield select(selectPaymentReturn);
      if (state.status === 'missing') return;
      yield take(paymentStatusRetryRequested.type);
      continue;
    }
    yield put(paymentStatusRead(answer));
    if (isAnsweredOnReturn(answer.payment)) {
      if (isFinalPayment(answer.payment)) yield put(paymentSettled(answer));
      yield put(balanceMayHaveChanged({ accountId: answer.payment.accountId, balance: answer.balance }));
      return;
    }
    // Nothing while the page is away (pageLeft of @bet/platform); a read at once on return.
    const { away } = (yield race({ tick: delay(wait), away: take(pageLeft.type) })) as { away?: unknown };
    if (away) yield take(pageReturned.type);
    wait = Math.min(wait * 2, RETURN_POLL_MAX_MS);
  }
}

/** onpay/...: each opening reads its payment; leaving the page, signing out or another opening stops the reads. */
export function* returnSaga(deps: PaymentsDeps) {
  let task: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take([
      paymentReturnOpened.type,
      paymentReturnClosed.type,
      loggedOut.type,
      sessionEnded.type,
    ]);
    if (task) yield cancel(task);
    task = null;
    if (action.type !== paymentReturnOpened.type) continue;
    const state: ReturnState = yield select(selectPaymentReturn);
    if (state.status === 'loading' && state.paymentId) task = yield fork(readUntilFinal, deps, state.paymentId);
  }
}
