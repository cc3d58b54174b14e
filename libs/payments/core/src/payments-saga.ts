import { fork } from 'redux-saga/effects';
import { historyPaySaga } from './history-pay-saga';
import { moneyFormSaga } from './money-form-saga';
import type { PaymentsDeps } from './payments-deps';
import { requestsSaga } from './requests-saga';
import { returnSaga } from './return-saga';
import { withdrawalsSaga } from './withdrawals-saga';

/** The payments' one root saga; the app spawns it (apps/web/src/store.ts). */
export function* paymentsSaga(deps: PaymentsDeps) {
  yield fork(moneyFormSaga, deps);
  yield fork(returnSaga, deps);
  yield fork(withdrawalsSaga, deps);
  yield fork(historyPaySaga, deps);
  yield fork(requestsSaga, deps);
}
