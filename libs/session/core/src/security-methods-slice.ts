import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OfficeMessage, PhoneCountry, PhoneMask, SecurityQuestionId } from '@bet/contract';
import { loggedOut, sessionEnded } from './session-events';
import { securityPageOpened } from './security-slice';

/** One method's save: a status machine and the spec 02 §8 office messages of its last answer. */
export interface MethodSave {
  status: 'idle' | 'pending' | 'saved' | 'failed';
  messages: OfficeMessage[];
}

/** The phone a code was sent to: the country (its mask and code) and the number's digits. */
export interface PhoneTarget {
  countryId: number;
  phoneNumber: string;
}

/**
 * The security page's protection methods (issue 12; spec 01 §3 protection_methods): phone
 * binding in two steps (a code to the number, then the code), two-step sign-in, the security
 * question and e-mail authentication. The methods' current states are the page's facts
 * (security-slice); here are the saves. What the player typed (passwords, answers, codes) is never
 * stored: the forms keep it, so a failing save keeps what was typed.
 */
export interface SecurityMethodsState {
  phoneCatalogue: { status: 'idle' | 'pending' | 'ready' | 'failed'; countries: PhoneCountry[]; masks: PhoneMask[] };
  phoneBinding: MethodSave & {
    /** `code`: a code went to `target`, the player types it; `enter`: the number is asked. */
    step: 'enter' | 'code';
    target: PhoneTarget | null;
  };
  twoStep: MethodSave;
  securityQuestion: MethodSave;
  emailAuth: MethodSave;
}

const idle: MethodSave = { status: 'idle', messages: [] };

export const initialSecurityMethodsState: SecurityMethodsState = {
  phoneCatalogue: { status: 'idle', countries: [], masks: [] },
  phoneBinding: { ...idle, step: 'enter', target: null },
  twoStep: idle,
  securityQuestion: idle,
  emailAuth: idle,
};

interface Answered {
  saved: boolean;
  messages: OfficeMessage[];
}

const answered = ({ saved, messages }: Answered): MethodSave => ({ status: saved ? 'saved' : 'failed', messages });

export const securityMethodsSlice = createSlice({
  name: 'session',
  initialState: initialSecurityMethodsState,
  reducers: {
    phoneCatalogueLoaded: (state, { payload }: PayloadAction<{ countries: PhoneCountry[]; masks: PhoneMask[] }>) => {
      state.phoneCatalogue = { status: 'ready', ...payload };
    },
    phoneCatalogueFailed: (state) => {
      state.phoneCatalogue.status = 'failed';
    },
    /** The player asks for a code to the number typed (digits or formatted; the saga keeps digits). */
    phoneBindingCodeRequested: (state, _action: PayloadAction<PhoneTarget>) => {
      state.phoneBinding = { ...state.phoneBinding, status: 'pending', messages: [] };
    },
    /** `sent`: the code went to `target`, the code step opens; otherwise the number step stays. */
    phoneBindingCodeAnswered: (
      state,
      { payload }: PayloadAction<{ sent: boolean; messages: OfficeMessage[]; target: PhoneTarget }>,
    ) => {
      state.phoneBinding = payload.sent
        ? { status: 'idle', messages: payload.messages, step: 'code', target: payload.target }
        : { ...state.phoneBinding, status: 'failed', messages: payload.messages };
    },
    phoneBindingCodeSubmitted: (state, _action: PayloadAction<{ code: string }>) => {
      state.phoneBinding = { ...state.phoneBinding, status: 'pending', messages: [] };
    },
    phoneBindingAnswered: (state, { payload }: PayloadAction<Answered>) => {
      state.phoneBinding = payload.saved
        ? { ...answered(payload), step: 'enter', target: null }
        : { ...state.phoneBinding, ...answered(payload) };
    },
    /** Back to the number step (a wrong number, or no code came). */
    phoneBindingRestarted: (state) => {
      state.phoneBinding = initialSecurityMethodsState.phoneBinding;
    },
    twoStepChangeRequested: (state, _action: PayloadAction<{ enabled: boolean; currentPassword?: string }>) => {
      state.twoStep = { status: 'pending', messages: [] };
    },
    twoStepChangeAnswered: (state, { payload }: PayloadAction<Answered>) => {
      state.twoStep = answered(payload);
    },
    securityQuestionSaveRequested: (
      state,
      _action: PayloadAction<{ question: SecurityQuestionId; answer: string }>,
    ) => {
      state.securityQuestion = { status: 'pending', messages: [] };
    },
    securityQuestionSaveAnswered: (state, { payload }: PayloadAction<Answered>) => {
      state.securityQuestion = answered(payload);
    },
    emailAuthChangeRequested: (state, _action: PayloadAction<{ enabled: boolean }>) => {
      state.emailAuth = { status: 'pending', messages: [] };
    },
    emailAuthChangeAnswered: (state, { payload }: PayloadAction<Answered>) => {
      state.emailAuth = answered(payload);
    },
  },
  extraReducers: (builder) => {
    builder
      // The page opened again: the last saves' messages go, the phone catalogue stays (it rarely changes).
      .addCase(securityPageOpened, (state) => ({
        ...initialSecurityMethodsState,
        phoneCatalogue: state.phoneCatalogue,
      }))
      .addCase(loggedOut, () => initialSecurityMethodsState)
      .addCase(sessionEnded, () => initialSecurityMethodsState);
  },
});

export const {
  phoneCatalogueLoaded,
  phoneCatalogueFailed,
  phoneBindingCodeRequested,
  phoneBindingCodeAnswered,
  phoneBindingCodeSubmitted,
  phoneBindingAnswered,
  phoneBindingRestarted,
  twoStepChangeRequested,
  twoStepChangeAnswered,
  securityQuestionSaveRequested,
  securityQuestionSaveAnswered,
  emailAuthChangeRequested,
  emailAuthChangeAnswered,
} = securityMethodsSlice.actions;
