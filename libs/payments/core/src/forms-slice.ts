import { createSlice, isAnyOf, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { BonusChoice, CallResponse, getPaymentMethods } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import { currencyDigits } from '@bet/i18n';
import { checkAmount, type AmountProblem } from './amount-check';
import type { PaymentProblem } from './payment-problem';

export type MethodsAnswer = CallResponse<typeof getPaymentMethods>;
export type PaymentDirection = 'deposit' | 'withdrawal';
export type LoadStatus = 'idle' | 'pending' | 'failed' | 'loaded';

/**
 * The submit of one form: `pending` while the call runs, `redirecting` once the browser is being
 * sent to the provider (nothing more to press), `failed` with a problem (the typed text stays).
 */
export type SubmitStatus = 'idle' | 'pending' | 'failed' | 'redirecting';

export interface MoneyFormState {
  readonly methodId: string | null;
  /** Exactly what the player typed: never reformatted, kept through every refusal. */
  readonly amountText: string;
  /** The first-deposit bonus choice (deposit only); null: the one made at registration. */
  readonly bonusChoice: BonusChoice | null;
  /** What is wrong with the amount, found on submit or by the server. */
  readonly amountProblem: AmountProblem | null;
  readonly submit: SubmitStatus;
  /** Why the last submit failed when the amount is not to blame (network, provider, restriction). */
  readonly submitProblem: PaymentProblem | null;
  /**
   * The attempt's requestId: kept while method and amount stay the same, so a retry after a
   * network failure answers the first result (never a second payment); a change starts afresh.
   */
  readonly requestId: string | null;
}

export interface FormsState {
  /** getPaymentMethods of the player's active account: deposit and withdrawal methods with bounds. */
  readonly methods: { readonly status: LoadStatus; readonly answer: MethodsAnswer | null };
  readonly deposit: MoneyFormState;
  readonly withdrawal: MoneyFormState;
}

const emptyForm: MoneyFormState = {
  methodId: null,
  amountText: '',
  bonusChoice: null,
  amountProblem: null,
  submit: 'idle',
  submitProblem: null,
  requestId: null,
};

export const initialFormsState: FormsState = {
  methods: { status: 'idle', answer: null },
  deposit: emptyForm,
  withdrawal: emptyForm,
};

function methodsOf(answer: MethodsAnswer | null, direction: PaymentDirection) {
  return answer ? answer[direction] : [];
}

/** A changed method or amount is another request: a new requestId and no stale messages. */
function edited(form: Draft<MoneyFormState>) {
  form.requestId = null;
  form.submitProblem = null;
  if (form.submit !== 'pending') form.submit = 'idle';
}

const formsSlice = createSlice({
  name: 'paymentForms',
  initialState: initialFormsState,
  reducers: {
    /** recharge or deduce is shown: its methods are (re)loaded; a form left mid-redirect is usable again. */
    moneyPageOpened(state, action: PayloadAction<{ direction: PaymentDirection }>) {
      state.methods.status = 'pending';
      const form = state[action.payload.direction];
      if (form.submit === 'redirecting' || form.submit === 'pending') form.submit = 'idle';
    },
    methodsRetryRequested(state) {
      state.methods.status = 'pending';
    },
    /**
     * The player made another account active (apps/web bridges the accounts' fact): money now
     * moves in or out of that one, so methods and bounds it has are read again once a money page
     * has been shown, and an attempt in progress is another request.
     */
    paymentAccountChanged(state) {
      if (state.methods.status === 'idle') return;
      state.methods.status = 'pending';
      edited(state.deposit);
      edited(state.withdrawal);
    },
    methodsLoaded(state, action: PayloadAction<{ answer: MethodsAnswer }>) {
      const { answer } = action.payload;
      state.methods = { status: 'loaded', answer };
      // The first method is chosen unless the player's choice is still offered.
      for (const direction of ['deposit', 'withdrawal'] as const) {
        const form = state[direction];
        const offered = methodsOf(answer, direction);
        if (!offered.some((method) => method.id === form.methodId)) form.methodId = offered[0]?.id ?? null;
        if (direction === 'deposit' && form.bonusChoice === null && answer.firstDepositBonus.available) {
          form.bonusChoice = answer.firstDepositBonus.choice;
        }
      }
    },
    methodsFailed(state) {
      state.methods.status = 'failed';
    },
    paymentMethodChosen(state, action: PayloadAction<{ direction: PaymentDirection; methodId: string }>) {
      const form = state[action.payload.direction];
      if (form.methodId === action.payload.methodId) return;
      form.methodId = action.payload.methodId;
      // The bounds changed: a problem found against the old ones may no longer hold.
      form.amountProblem = null;
      edited(form);
    },
    paymentAmountTyped(state, action: PayloadAction<{ direction: PaymentDirection; text: string }>) {
      const form = state[action.payload.direction];
      if (form.amountText === action.payload.text) return;
      form.amountText = action.payload.text;
      form.amountProblem = null;
      edited(form);
    },
    bonusChoiceChosen(state, action: PayloadAction<{ choice: BonusChoice }>) {
      state.deposit.bonusChoice = action.payload.choice;
      edited(state.deposit);
    },
    /**
     * The player pressed "Deposit" / "Withdraw". The amount is checked against the method's
     * bounds here (a pure rule); only a valid form goes `pending`, which the saga sends.
     */
    paymentFormSubmitted(state, action: PayloadAction<{ direction: PaymentDirection; lang: string }>) {
      const { direction } = action.payload;
      const form = state[direction];
      if (form.submit === 'pending' || form.submit === 'redirecting') return;
      const answer = state.methods.answer;
      const method = methodsOf(answer, direction).find((candidate) => candidate.id === form.methodId);
      if (!answer || !method) {
        form.submit = 'failed';
        form.submitProblem = { code: 'method_unavailable' };
        return;
      }
      const check = checkAmount(form.amountText, method, currencyDigits(answer.currencyIso));
      form.submitProblem = null;
      if (!check.ok) {
        form.amountProblem = check.problem;
        form.submit = 'idle';
        return;
      }
      form.amountProblem = null;
      form.submit = 'pending';
    },
    /** The saga gave the attempt its requestId (kept for retries of the same form). */
    paymentAttemptStarted(state, action: PayloadAction<{ direction: PaymentDirection; requestId: string }>) {
      state[action.payload.direction].requestId = action.payload.requestId;
    },
    /** The server refused or nothing answered: amount problems go to the field, the rest above the button. */
    paymentFormRefused(state, action: PayloadAction<{ direction: PaymentDirection; problem: PaymentProblem }>) {
      const form = state[action.payload.direction];
      const { problem } = action.payload;
      form.submit = 'failed';
      if (problem.code.startsWith('amount_')) {
        form.amountProblem = problem as AmountProblem;
        form.submitProblem = null;
      } else {
        form.submitProblem = problem;
      }
      // A refusal is final for this request; only a lost answer keeps the id for the retry.
      if (problem.code !== 'network') form.requestId = null;
    },
    /** The payment exists and the browser is on its way to the provider's page. */
    paymentRedirected(
      state,
      action: PayloadAction<{ direction: PaymentDirection; paymentId: string; redirectUrl: string }>,
    ) {
      const form = state[action.payload.direction];
      form.submit = 'redirecting';
      form.requestId = null;
    },
  },
  extraReducers: (builder) => {
    // Another player may sign in next in this tab: nothing of this one's forms stays.
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialFormsState);
  },
});

export const {
  moneyPageOpened,
  methodsRetryRequested,
  paymentAccountChanged,
  methodsLoaded,
  methodsFailed,
  paymentMethodChosen,
  paymentAmountTyped,
  bonusChoiceChosen,
  paymentFormSubmitted,
  paymentAttemptStarted,
  paymentFormRefused,
  paymentRedirected,
} = formsSlice.actions;
export const formsReducer = formsSlice.reducer;
