import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  createPaymentRequest,
  getPaymentHistory,
  getPaymentRequests,
  getPaymentRequestTopics,
  type CallResponse,
} from '@bet/contract';
import { PAYMENTS_LOAD_FAILED, REQUEST_TRANSACTIONS_LIMIT } from './constants';
import { paymentProblemOf } from './payment-problem';
import type { PaymentsDeps } from './payments-deps';
import {
  paymentRequestCreated,
  paymentRequestRefused,
  paymentRequestsFailed,
  paymentRequestsLoaded,
  paymentRequestsOpened,
  paymentRequestSubmitted,
  type RequestsState,
} from './requests-slice';
import { selectPaymentRequests } from './selectors';

function* loadRequests(deps: PaymentsDeps) {
  try {
    const [requests, topics, history]: [
      CallResponse<typeof getPaymentRequests>,
      CallResponse<typeof getPaymentRequestTopics>,
      CallResponse<typeof getPaymentHistory>,
    ] = yield all([
      call([deps.api, deps.api.call], getPaymentRequests, { query: {} }),
      call([deps.api, deps.api.call], getPaymentRequestTopics, { query: {} }),
      call([deps.api, deps.api.call], getPaymentHistory, { query: { limit: REQUEST_TRANSACTIONS_LIMIT } }),
    ]);
    yield put(
      paymentRequestsLoaded({ requests: requests.requests, topics: topics.topics, transactions: history.payments }),
    );
  } catch (error) {
    deps.logger.error(PAYMENTS_LOAD_FAILED, error);
    yield put(paymentRequestsFailed());
  }
}

function* submitRequest(deps: PaymentsDeps, action: ReturnType<typeof paymentRequestSubmitted>) {
  const state: RequestsState = yield select(selectPaymentRequests);
  if (state.create.status !== 'pending') return;
  const { topicId, subTopicId, paymentId, message } = action.payload;
  try {
    const request: CallResponse<typeof createPaymentRequest> = yield call(
      [deps.api, deps.api.call],
      createPaymentRequest,
      { body: { topicId, subTopicId, paymentId, message: message.trim() } },
    );
    yield put(paymentRequestCreated({ request }));
  } catch (error) {
    yield put(paymentRequestRefused({ problem: paymentProblemOf(error) }));
  }
}

/** Spec 01 §2 payment/requests and payment/create-request: one request sent at a time, never twice. */
export function* requestsSaga(deps: PaymentsDeps) {
  yield takeLatest(paymentRequestsOpened.type, loadRequests, deps);
  yield takeLeading(paymentRequestSubmitted.type, submitRequest, deps);
}
