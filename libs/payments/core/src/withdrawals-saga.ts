import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { cancelWithdrawal, getWithdrawals, type CallResponse } from '@bet/contract';
import { PAYMENTS_LOAD_FAILED } from './constants';
import { balanceMayHaveChanged, paymentSettled } from './events';
import { moneyPageOpened } from './forms-slice';
import { paymentProblemOf } from './payment-problem';
import type { PaymentsDeps } from './payments-deps';
import {
  withdrawalCancelFailed,
  withdrawalCancelled,
  withdrawalCancelRequested,
  withdrawalsFailed,
  withdrawalsLoaded,
  withdrawalsRequested,
} from './withdrawals-slice';

function* loadWithdrawals(deps: PaymentsDeps) {
  try {
    const answer: CallResponse<typeof getWithdrawals> = yield call([deps.api, deps.api.call], getWithdrawals, {
      query: {},
    });
    yield put(withdrawalsLoaded(answer));
  } catch (error) {
    deps.logger.error(PAYMENTS_LOAD_FAILED, error);
    yield put(withdrawalsFailed());
  }
}

function* openDeduce(action: ReturnType<typeof moneyPageOpened>) {
  if (action.payload.direction === 'withdrawal') yield put(withdrawalsRequested());
}

/** The player cancels a pending withdrawal: the held money comes back (the server's balance follows). */
function* cancelOne(deps: PaymentsDeps, action: ReturnType<typeof withdrawalCancelRequested>) {
  const { paymentId } = action.payload;
  try {
    const answer: CallResponse<typeof cancelWithdrawal> = yield call([deps.api, deps.api.call], cancelWithdrawal, {
      body: { paymentId },
    });
    yield put(withdrawalCancelled(answer));
    yield put(paymentSettled(answer));
    yield put(balanceMayHaveChanged({ accountId: answer.payment.accountId, balance: answer.balance }));
  } catch (error) {
    const problem = paymentProblemOf(error);
    yield put(withdrawalCancelFailed({ paymentId, problem }));
    // Approved or rejected meanwhile: the list shows its state now.
    if (problem.code === 'not_cancellable') yield put(withdrawalsRequested());
  }
}

/** deduce: the list of withdrawals with their states (on open and on retry) and the player's cancels. */
export function* withdrawalsSaga(deps: PaymentsDeps) {
  yield takeEvery(moneyPageOpened.type, openDeduce);
  yield takeLatest(withdrawalsRequested.type, loadWithdrawals, deps);
  yield takeEvery(withdrawalCancelRequested.type, cancelOne, deps);
}
