import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { createWithdrawal, getPaymentMethods, startDeposit, type CallResponse } from '@bet/contract';
import { currencyDigits } from '@bet/i18n';
import { checkAmount } from './amount-check';
import { PAYMENTS_LOAD_FAILED } from './constants';
import { balanceMayHaveChanged } from './events';
import {
  methodsFailed,
  methodsLoaded,
  methodsRetryRequested,
  moneyPageOpened,
  paymentAccountChanged,
  paymentAttemptStarted,
  paymentFormRefused,
  paymentFormSubmitted,
  paymentRedirected,
  type MethodsAnswer,
  type MoneyFormState,
  type PaymentDirection,
} from './forms-slice';
import { paymentProblemOf } from './payment-problem';
import type { PaymentsDeps } from './payments-deps';
import { selectMoneyForm, selectPaymentMethodsAnswer, selectPaymentMethodsStatus } from './selectors';

function* loadMethods(deps: PaymentsDeps) {
  // Another active account before any money page was shown leaves nothing to reload.
  const status: ReturnType<typeof selectPaymentMethodsStatus> = yield select(selectPaymentMethodsStatus);
  if (status !== 'pending') return;
  try {
    const answer: MethodsAnswer = yield call([deps.api, deps.api.call], getPaymentMethods, { query: {} });
    yield put(methodsLoaded({ answer }));
  } catch (error) {
    deps.logger.error(PAYMENTS_LOAD_FAILED, error);
    yield put(methodsFailed());
  }
}

type Session = CallResponse<typeof startDeposit> | CallResponse<typeof createWithdrawal>;

/**
 * A valid form (the reducer said `pending`) is sent once. The requestId is the attempt's: a retry
 * after a lost answer sends the same one, so the server answers the first payment, never a second.
 * Then the browser goes to the provider's page through the injected `leavePage`.
 */
function* submitForm(deps: PaymentsDeps, action: ReturnType<typeof paymentFormSubmitted>) {
  const { direction, lang } = action.payload;
  const form: MoneyFormState = yield select(selectMoneyForm, direction);
  if (form.submit !== 'pending' || !form.methodId) return;
  const answer: MethodsAnswer | null = yield select(selectPaymentMethodsAnswer);
  if (!answer) return;
  let requestId = form.requestId;
  if (!requestId) {
    requestId = deps.newRequestId();
    yield put(paymentAttemptStarted({ direction, requestId }));
  }
  const body = {
    requestId,
    accountId: answer.accountId,
    methodId: form.methodId,
    amount: amountOf(form, answer, direction),
    lang,
  };
  try {
    const session: Session =
      direction === 'deposit'
        ? yield call([deps.api, deps.api.call], startDeposit, {
            body: { ...body, ...(form.bonusChoice !== null ? { bonusChoice: form.bonusChoice } : {}) },
          })
        : yield call([deps.api, deps.api.call], createWithdrawal, { body });
    yield put(paymentRedirected({ direction, paymentId: session.paymentId, redirectUrl: session.redirectUrl }));
    if ('balance' in session) {
      // A withdrawal holds the money at once.
      yield put(balanceMayHaveChanged({ accountId: answer.accountId, balance: session.balance }));
    }
    yield call(deps.leavePage, session.redirectUrl);
  } catch (error) {
    const problem = paymentProblemOf(error);
    if (problem.code === 'network' || problem.code === 'server') deps.logger.warn(PAYMENTS_LOAD_FAILED, error);
    yield put(paymentFormRefused({ direction, problem }));
  }
}

/** The typed text in minor units (the reducer has checked it against the same bounds). */
function amountOf(form: MoneyFormState, answer: MethodsAnswer, direction: PaymentDirection): number {
  const method = answer[direction].find((candidate) => candidate.id === form.methodId);
  const check = method ? checkAmount(form.amountText, method, currencyDigits(answer.currencyIso)) : null;
  return check?.ok ? check.minor : 0;
}

/**
 * recharge and deduce: the methods on open and when another account becomes active (latest
 * wins); a submit while one is being sent is
 * ignored (takeLeading), so a double click never sends twice.
 */
export function* moneyFormSaga(deps: PaymentsDeps) {
  yield takeLatest([moneyPageOpened.type, methodsRetryRequested.type, paymentAccountChanged.type], loadMethods, deps);
  yield takeLeading(paymentFormSubmitted.type, submitForm, deps);
}
