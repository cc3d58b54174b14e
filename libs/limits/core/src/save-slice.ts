import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { LimitQuestion, LimitType } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';

/**
 * Spec 02 §5 "Limit save returns test questions to answer": `idle -> saving -> questions ->
 * answering -> done | failed`; a refusal at any step is `failed` with what was typed kept.
 */
export type SaveStatus = 'idle' | 'saving' | 'questions' | 'answering' | 'done' | 'failed';

/** Why a save did not go through: a translation key (with `max` for above-max), or the server's own title. */
export interface SaveProblem {
  readonly key: string;
  readonly title?: string;
  readonly max?: number;
}

export interface LimitSaveState {
  readonly status: SaveStatus;
  /** The limit being saved (or last saved or refused). */
  readonly limitType: LimitType | null;
  /** What the player typed per limit type: kept on a refusal (issue 13 "a refused limit keeps what was typed"). */
  readonly drafts: Readonly<Record<number, string>>;
  readonly questions: readonly LimitQuestion[];
  readonly tokenGuid: string | null;
  readonly problem: SaveProblem | null;
}

export const initialLimitSaveState: LimitSaveState = {
  status: 'idle',
  limitType: null,
  drafts: {},
  questions: [],
  tokenGuid: null,
  problem: null,
};

export interface LimitSaveRequest {
  limitType: LimitType;
  /** What the player typed or picked (whole major units of money, or the measure's count). */
  text: string;
  /** The player chose 'no limit' (spec 02 §5: clears a session limit). */
  noLimit?: boolean;
  /** Self-exclusion (30): the chosen reason. */
  reasonId?: number;
}

const busy = (status: SaveStatus) => status === 'saving' || status === 'answering';

const saveSlice = createSlice({
  name: 'limits',
  initialState: initialLimitSaveState,
  reducers: {
    /** The player edited a limit's value: kept per type until saved. */
    limitValueTyped(state, action: PayloadAction<{ limitType: LimitType; text: string }>) {
      state.drafts[action.payload.limitType] = action.payload.text;
      if (state.limitType === action.payload.limitType && state.status === 'failed') {
        state.status = 'idle';
        state.problem = null;
      }
    },
    /** The player saved a limit: the saga checks it (spec 02 §5) and sends it. */
    limitSaveRequested(state, action: PayloadAction<LimitSaveRequest>) {
      if (busy(state.status)) return;
      state.status = 'saving';
      state.limitType = action.payload.limitType;
      state.drafts[action.payload.limitType] = action.payload.text;
      state.problem = null;
      state.questions = [];
      state.tokenGuid = null;
    },
    /** The value was refused, by the form's check or by the server: the typed text stays. */
    limitSaveRefused(state, action: PayloadAction<{ limitType: LimitType; problem: SaveProblem }>) {
      state.status = 'failed';
      state.limitType = action.payload.limitType;
      state.problem = action.payload.problem;
      state.questions = [];
      state.tokenGuid = null;
    },
    /** The server asks the self-assessment questions before the change (spec 02 §7 POST limits). */
    limitQuestionsAsked(state, action: PayloadAction<{ questions: LimitQuestion[]; tokenGuid: string }>) {
      if (state.status !== 'saving') return;
      state.status = 'questions';
      state.questions = action.payload.questions;
      state.tokenGuid = action.payload.tokenGuid;
    },
    /** The player answered the questions (spec 02 §7 testanswers). */
    limitTestAnswersSubmitted(state, _action: PayloadAction<{ answers: { questionId: number; answerId: number }[] }>) {
      if (state.status === 'questions') state.status = 'answering';
    },
    /** The change is made (at once, or as a PENDING change waiting for approval). */
    limitSaved(state, action: PayloadAction<{ limitType: LimitType }>) {
      state.status = 'done';
      state.limitType = action.payload.limitType;
      state.questions = [];
      state.tokenGuid = null;
      state.problem = null;
      delete state.drafts[action.payload.limitType];
    },
    /** The player closed the questions or the outcome: back to the forms. */
    limitSaveDismissed(state) {
      if (busy(state.status)) return;
      if (state.status === 'questions') {
        state.status = 'idle';
        state.questions = [];
        state.tokenGuid = null;
        return;
      }
      if (state.status === 'done') state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionEnded), () => initialLimitSaveState);
  },
});

export const {
  limitValueTyped,
  limitSaveRequested,
  limitSaveRefused,
  limitQuestionsAsked,
  limitTestAnswersSubmitted,
  limitSaved,
  limitSaveDismissed,
} = saveSlice.actions;
export const saveReducer = saveSlice.reducer;
