import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Mailing, PersonalData, PersonalDataAnswer, PersonalField, PersonalProblem } from '@bet/contract';

/** Progress of the page's load: a status machine, never two booleans. */
export type LoadStatus = 'idle' | 'pending' | 'loaded' | 'failed';
/** A send: `done` once the server took it; `failed` keeps what was typed. */
export type SendStatus = 'idle' | 'pending' | 'done' | 'failed';

/** What the player sends: the form's fields and the mailing switches. */
export interface PersonalDraft {
  data: PersonalData;
  mailing: Mailing;
}

/** What is wrong with a field: a problem found here (shown by key), or the server's own message. */
export type FieldError = { problem: PersonalProblem } | { message: string };
export type FieldErrors = Partial<Record<PersonalField, FieldError>>;

export interface ProfileState {
  answer: PersonalDataAnswer | null;
  load: LoadStatus;
  save: SendStatus;
  /** The last send; kept after a refusal or a failure, so the form shows what was typed (issue 12). */
  draft: PersonalDraft | null;
  fieldErrors: FieldErrors;
  emailChange: SendStatus;
}

export const initialProfileState: ProfileState = {
  answer: null,
  load: 'idle',
  save: 'idle',
  draft: null,
  fieldErrors: {},
  emailChange: 'idle',
};

/** Changed only by events: facts that happened, named in the past tense. */
export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    /** The player opened the personal data page: its data loads. */
    personalDataPageEntered(state) {
      // A failed first load stays shown until the player asks again (personalDataReloadRequested).
      if (state.answer === null && state.load !== 'failed') state.load = 'pending';
    },
    /** The player asked again after a failed load. */
    personalDataReloadRequested(state) {
      if (state.answer === null) state.load = 'pending';
    },
    personalDataLoaded(state, action: PayloadAction<PersonalDataAnswer>) {
      state.answer = action.payload;
      state.load = 'loaded';
    },
    personalDataLoadFailed(state) {
      // Data shown before stays; only a first load is a failed page.
      if (state.answer === null) state.load = 'failed';
    },
    personalDataSaveRequested(state, action: PayloadAction<PersonalDraft>) {
      state.draft = action.payload;
      state.save = 'pending';
      state.fieldErrors = {};
    },
    /** The server stored the draft: it is the data now. */
    personalDataSaved(state) {
      if (state.answer && state.draft) {
        state.answer.data = state.draft.data;
        state.answer.mailing = state.draft.mailing;
      }
      state.draft = null;
      state.save = 'done';
      state.fieldErrors = {};
    },
    /** Refused (by the page's check or the server's) or failed: the draft stays, with what is wrong. */
    personalDataSaveFailed(state, action: PayloadAction<{ fieldErrors: FieldErrors }>) {
      state.save = 'failed';
      state.fieldErrors = action.payload.fieldErrors;
    },
    emailChangeRequested(state, _action: PayloadAction<{ email: string }>) {
      state.emailChange = 'pending';
    },
    emailChangeAnswered(state, action: PayloadAction<{ ok: boolean }>) {
      state.emailChange = action.payload.ok ? 'done' : 'failed';
    },
    /** The player signed out: their data goes. */
    profilePlayerLeft() {
      return initialProfileState;
    },
  },
});

export const {
  personalDataPageEntered,
  personalDataReloadRequested,
  personalDataLoaded,
  personalDataLoadFailed,
  personalDataSaveRequested,
  personalDataSaved,
  personalDataSaveFailed,
  emailChangeRequested,
  emailChangeAnswered,
  profilePlayerLeft,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;
