import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentRecord } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import type { LoadStatus } from './forms-slice';
import type { PaymentProblem } from './payment-problem';

/** The deduce page's list of the player's withdrawals with their states, and the player's cancels. */
export interface WithdrawalsState {
  readonly status: LoadStatus;
  /** Newest first, as the server answers. */
  readonly items: readonly PaymentRecord[];
  /** A cancel under way or refused, by paymentId. */
  readonly cancels: Readonly<Record<string, { status: 'pending' | 'failed'; problem: PaymentProblem | null }>>;
}

export const initialWithdrawalsState: WithdrawalsState = { status: 'idle', items: [], cancels: {} };

const withdrawalsSlice = createSlice({
  name: 'withdrawals',
  initialState: initialWithdrawalsState,
  reducers: {
    withdrawalsRequested(state) {
      state.status = 'pending';
    },
    withdrawalsLoaded(state, action: PayloadAction<{ withdrawals: PaymentRecord[] }>) {
      state.status = 'loaded';
      state.items = action.payload.withdrawals;
    },
    withdrawalsFailed(state) {
      state.status = 'failed';
    },
    /** The player cancels a pending withdrawal (spec 01 §2 deduce; the held money comes back). */
    withdrawalCancelRequested(state, action: PayloadAction<{ paymentId: string }>) {
      const current = state.cancels[action.payload.paymentId];
      if (current?.status === 'pending') return;
      state.cancels[action.payload.paymentId] = { status: 'pending', problem: null };
    },
    withdrawalCancelled(state, action: PayloadAction<{ payment: PaymentRecord; balance: number }>) {
      const { payment } = action.payload;
      delete state.cancels[payment.paymentId];
      state.items = state.items.map((item) => (item.paymentId === payment.paymentId ? payment : item));
    },
    withdrawalCancelFailed(state, action: PayloadAction<{ paymentId: string; problem: PaymentProblem }>) {
      state.cancels[action.payload.paymentId] = { status: 'failed', problem: action.payload.problem };
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialWithdrawalsState);
  },
});

export const {
  withdrawalsRequested,
  withdrawalsLoaded,
  withdrawalsFailed,
  withdrawalCancelRequested,
  withdrawalCancelled,
  withdrawalCancelFailed,
} = withdrawalsSlice.actions;
export const withdrawalsReducer = withdrawalsSlice.reducer;
