import { combineReducers } from '@reduxjs/toolkit';
import { formsReducer } from './forms-slice';
import { historyPayReducer } from './history-pay-slice';
import { requestsReducer } from './requests-slice';
import { returnReducer } from './return-slice';
import { withdrawalsReducer } from './withdrawals-slice';

/** The payments' state, mounted under `payments` in the app's store. */
export const paymentsReducer = combineReducers({
  forms: formsReducer,
  return: returnReducer,
  withdrawals: withdrawalsReducer,
  historyPay: historyPayReducer,
  requests: requestsReducer,
});
export type PaymentsState = ReturnType<typeof paymentsReducer>;
