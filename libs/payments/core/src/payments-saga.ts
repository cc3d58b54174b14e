import { fork } from 'redux-saga/effects';
import { historyPaySaga } from './history-pay-saga';
import { moneyFormSaga } from './money-form-saga';
import type { PaymentsDeps } from './payments-deps';
import { requestsSaga } from './requests-saga';
import { returnSaga } from './return-saga';
import { withdrawalsSaga } from './withdrawals-saga';

/** The payments' one root saga (`@bet/payments/sagas`); the app starts it with the first money page (issue 16). */
export function* paymentsSaga(deps: PaymentsDeps) {
  yield fork(moneyFormSaga, deps);
  yield fork(returnSaga, deps);
  yield fork(withdrawalsSaga, deps);
  yield fork(historyPaySaga, deps);
  yield fork(requestsSaga, deps);
}
