import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { FINAL_PAYMENT_STATUSES, type PaymentRecord } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import type { PaymentDirection } from './forms-slice';
import type { PaymentProblem } from './payment-problem';

/**
 * The onpay page's reading of the payment (spec 01 §2 "onpay/success, fail, pending, cancel, and
 * the same under onpay/withdraw"). The address says what the provider thought; the operator's
 * record says what happened, so the page shows the record:
 * - `loading`: the first read;
 * - `waiting`: the payment is not final yet (pending, or created while the callback is on its
 *   way): read again until it is;
 * - `done`: final;
 * - `failed`: no answer (network): nothing is known, nothing was lost; the player retries;
 * - `missing`: no paymentId in the address, or not the player's.
 */
export type ReturnStatus = 'idle' | 'loading' | 'waiting' | 'done' | 'failed' | 'missing';

export interface ReturnState {
  readonly paymentId: string | null;
  readonly direction: PaymentDirection;
  readonly status: ReturnStatus;
  readonly payment: PaymentRecord | null;
  /** The account's balance with the last read, minor units. */
  readonly balance: number | null;
  readonly problem: PaymentProblem | null;
}

export const initialReturnState: ReturnState = {
  paymentId: null,
  direction: 'deposit',
  status: 'idle',
  payment: null,
  balance: null,
  problem: null,
};

export function isFinalPayment(payment: PaymentRecord): boolean {
  return FINAL_PAYMENT_STATUSES.includes(payment.status);
}

/**
 * Whether the return page has its answer. A deposit waits for its final state (the provider's
 * callback may come after the player). A withdrawal is answered at once: pending is its expected
 * state after the provider (the operator approves it later, on the deduce page's list).
 */
export function isAnsweredOnReturn(payment: PaymentRecord): boolean {
  return payment.kind === 'withdrawal' || isFinalPayment(payment);
}

const returnSlice = createSlice({
  name: 'paymentReturn',
  initialState: initialReturnState,
  reducers: {
    /** The provider sent the player back to onpay/...?paymentId=...: read the payment. */
    paymentReturnOpened(state, action: PayloadAction<{ direction: PaymentDirection; paymentId: string | null }>) {
      const { direction, paymentId } = action.payload;
      return {
        ...initialReturnState,
        direction,
        paymentId,
        status: paymentId && /^\d{1,18}$/.test(paymentId) ? 'loading' : 'missing',
      };
    },
    paymentReturnClosed(state) {
      if (state.status === 'loading' || state.status === 'waiting') state.status = 'idle';
    },
    paymentStatusRead(state, action: PayloadAction<{ payment: PaymentRecord; balance: number }>) {
      const { payment, balance } = action.payload;
      if (payment.paymentId !== state.paymentId) return;
      state.payment = payment;
      state.balance = balance;
      state.problem = null;
      state.status = isAnsweredOnReturn(payment) ? 'done' : 'waiting';
    },
    paymentStatusFailed(state, action: PayloadAction<{ problem: PaymentProblem }>) {
      const { problem } = action.payload;
      state.problem = problem;
      state.status = problem.code === 'payment_not_found' ? 'missing' : 'failed';
    },
    paymentStatusRetryRequested(state) {
      if (state.status === 'failed') state.status = state.payment ? 'waiting' : 'loading';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialReturnState);
  },
});

export const {
  paymentReturnOpened,
  paymentReturnClosed,
  paymentStatusRead,
  paymentStatusFailed,
  paymentStatusRetryRequested,
} = returnSlice.actions;
export const returnReducer = returnSlice.reducer;
