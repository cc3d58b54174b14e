import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentRecord, PaymentRequest, PaymentRequestTopic } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import type { LoadStatus } from './forms-slice';
import type { PaymentProblem } from './payment-problem';

/**
 * Spec 01 §2 payment/requests and payment/create-request/{topic}/{subTopic}/{transaction}: the
 * player's requests, the topics, the payments a request may name, and the create form's send.
 */
export interface RequestsState {
  readonly status: LoadStatus;
  readonly requests: readonly PaymentRequest[];
  readonly topics: readonly PaymentRequestTopic[];
  /** The player's recent payments, offered as the request's transaction. */
  readonly transactions: readonly PaymentRecord[];
  readonly create: {
    readonly status: 'idle' | 'pending' | 'failed' | 'created';
    readonly problem: PaymentProblem | RequestFormProblem | null;
    readonly created: PaymentRequest | null;
  };
}

/** The create form's own checks (before the server is asked). */
export interface RequestFormProblem {
  readonly code: 'message_required' | 'transaction_required';
}

export const initialRequestsState: RequestsState = {
  status: 'idle',
  requests: [],
  topics: [],
  transactions: [],
  create: { status: 'idle', problem: null, created: null },
};

export interface RequestDraft {
  readonly topicId: string;
  readonly subTopicId: string;
  readonly paymentId: string | null;
  readonly message: string;
}

const requestsSlice = createSlice({
  name: 'paymentRequests',
  initialState: initialRequestsState,
  reducers: {
    /** payment/requests or payment/create-request is shown: the requests, topics and payments are read. */
    paymentRequestsOpened(state) {
      state.status = 'pending';
      state.create = initialRequestsState.create;
    },
    paymentRequestsLoaded(
      state,
      action: PayloadAction<{
        requests: PaymentRequest[];
        topics: PaymentRequestTopic[];
        transactions: PaymentRecord[];
      }>,
    ) {
      state.status = 'loaded';
      state.requests = action.payload.requests;
      state.topics = action.payload.topics;
      state.transactions = action.payload.transactions;
    },
    paymentRequestsFailed(state) {
      state.status = 'failed';
    },
    /** The create form is sent: a blank message or a missing transaction is refused here. */
    paymentRequestSubmitted(state, action: PayloadAction<RequestDraft>) {
      if (state.create.status === 'pending') return;
      const draft = action.payload;
      const subTopic = state.topics
        .find((topic) => topic.id === draft.topicId)
        ?.subTopics.find((candidate) => candidate.id === draft.subTopicId);
      if (draft.message.trim() === '') {
        state.create = { status: 'failed', problem: { code: 'message_required' }, created: null };
      } else if (subTopic?.needsTransaction && !draft.paymentId) {
        state.create = { status: 'failed', problem: { code: 'transaction_required' }, created: null };
      } else {
        state.create = { status: 'pending', problem: null, created: null };
      }
    },
    paymentRequestCreated(state, action: PayloadAction<{ request: PaymentRequest }>) {
      state.create = { status: 'created', problem: null, created: action.payload.request };
      state.requests = [action.payload.request, ...state.requests];
    },
    paymentRequestRefused(state, action: PayloadAction<{ problem: PaymentProblem }>) {
      state.create = { status: 'failed', problem: action.payload.problem, created: null };
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialRequestsState);
  },
});

export const {
  paymentRequestsOpened,
  paymentRequestsLoaded,
  paymentRequestsFailed,
  paymentRequestSubmitted,
  paymentRequestCreated,
  paymentRequestRefused,
} = requestsSlice.actions;
export const requestsReducer = requestsSlice.reducer;
