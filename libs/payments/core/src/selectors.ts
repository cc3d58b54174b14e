import { createSelector } from '@reduxjs/toolkit';
import type { PaymentMethod } from '@bet/contract';
import { currencyDigits } from '@bet/i18n';
import type { PaymentDirection } from './forms-slice';
import type { PaymentsState } from './payments-reducer';

/** Any store with the payments reducer under `payments`. */
export interface WithPayments {
  readonly payments: PaymentsState;
}

export const selectPaymentForms = (state: WithPayments) => state.payments.forms;
export const selectPaymentMethodsStatus = (state: WithPayments) => state.payments.forms.methods.status;
export const selectPaymentMethodsAnswer = (state: WithPayments) => state.payments.forms.methods.answer;
export const selectMoneyForm = (state: WithPayments, direction: PaymentDirection) => state.payments.forms[direction];
export const selectPaymentReturn = (state: WithPayments) => state.payments.return;
export const selectWithdrawals = (state: WithPayments) => state.payments.withdrawals;
export const selectHistoryPay = (state: WithPayments) => state.payments.historyPay;
export const selectHistoryPayQuery = (state: WithPayments) => state.payments.historyPay.query;
export const selectPaymentRequests = (state: WithPayments) => state.payments.requests;

/** The paymentId the next history page starts after (the contract's `before`). */
export const selectHistoryPayCursor = (state: WithPayments): string | undefined =>
  state.payments.historyPay.payments.at(-1)?.paymentId;

/** Everything a recharge or deduce form shows, derived: the methods offered, the chosen one's bounds. */
export interface MoneyFormView {
  readonly currencyIso: string | null;
  readonly decimals: number;
  readonly methods: readonly PaymentMethod[];
  readonly method: PaymentMethod | null;
  /** Deposits or withdrawals are closed to the player (spec 01 §4 "Ban"). */
  readonly closed: boolean;
}

export const selectMoneyFormView = createSelector(
  [selectPaymentMethodsAnswer, (_state: WithPayments, direction: PaymentDirection) => direction, selectMoneyForm],
  (answer, direction, form): MoneyFormView => {
    const methods = answer ? answer[direction] : [];
    return {
      currencyIso: answer?.currencyIso ?? null,
      decimals: answer ? currencyDigits(answer.currencyIso) : 2,
      methods,
      method: methods.find((method) => method.id === form.methodId) ?? null,
      closed: answer ? !(direction === 'deposit' ? answer.canDeposit : answer.canWithdraw) : false,
    };
  },
);

/** The first-deposit bonus offer, when the player still has it (spec 01 §3 isAvailableFirstDepositBonus). */
export const selectFirstDepositBonus = createSelector([selectPaymentMethodsAnswer], (answer) =>
  answer?.firstDepositBonus.available ? answer.firstDepositBonus : null,
);
