// Public API of @bet/payments: deposits, withdrawals, the return from the provider, payment history and requests.
export {
  HISTORY_PAY_PAGE_SIZE,
  PAYMENTS_LOAD_FAILED,
  REQUEST_TRANSACTIONS_LIMIT,
  RETURN_POLL_MAX_MS,
  RETURN_POLL_MS,
} from './constants';
export type { PaymentsDeps } from './payments-deps';
export { checkAmount, type AmountCheck, type AmountProblem } from './amount-check';
export { paymentProblemOf, type PaymentProblem } from './payment-problem';
export { balanceMayHaveChanged, paymentSettled } from './events';
export {
  bonusChoiceChosen,
  initialFormsState,
  methodsRetryRequested,
  paymentAccountChanged,
  moneyPageOpened,
  paymentAmountTyped,
  paymentFormSubmitted,
  paymentMethodChosen,
  type FormsState,
  type LoadStatus,
  type MethodsAnswer,
  type MoneyFormState,
  type PaymentDirection,
  type SubmitStatus,
} from './forms-slice';
export {
  initialReturnState,
  isAnsweredOnReturn,
  isFinalPayment,
  paymentReturnClosed,
  paymentReturnOpened,
  paymentStatusRetryRequested,
  type ReturnState,
  type ReturnStatus,
} from './return-slice';
export {
  initialWithdrawalsState,
  withdrawalCancelRequested,
  withdrawalsRequested,
  type WithdrawalsState,
} from './withdrawals-slice';
export { filtersToQuery, NO_FILTERS, type FiltersProblem, type HistoryPayFilters } from './history-filters';
export {
  historyPayClosed,
  historyPayFiltersChanged,
  initialHistoryPayState,
  historyPayMoreRequested,
  historyPayOpened,
  historyPayRetryRequested,
  type HistoryPayState,
} from './history-pay-slice';
export {
  initialRequestsState,
  paymentRequestsOpened,
  paymentRequestSubmitted,
  type RequestDraft,
  type RequestFormProblem,
  type RequestsState,
} from './requests-slice';
export { paymentsReducer, type PaymentsState } from './payments-reducer';
export {
  selectFirstDepositBonus,
  selectHistoryPay,
  selectMoneyForm,
  selectMoneyFormView,
  selectPaymentForms,
  selectPaymentMethodsStatus,
  selectPaymentRequests,
  selectPaymentReturn,
  selectWithdrawals,
  type MoneyFormView,
  type WithPayments,
} from './selectors';
