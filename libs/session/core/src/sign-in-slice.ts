import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginForm } from '@bet/contract';
import type { AuthFailure, RequestStatus } from './auth-failure';
import { authDialogClosed, signedIn, signInOpened } from './session-events';

/** What the player typed in one of the four login forms (spec 01 §3 "Login forms"). */
export type SignInValues =
  | { form: 'login_password' | 'login_password_two_step_code'; login: string; password: string; save: boolean }
  | { form: 'phone_password'; phoneCode: string; phone: string; password: string; save: boolean }
  | { form: 'sms'; phoneCode: string; phone: string; code: string; save: boolean };

export interface SignInState {
  form: LoginForm;
  status: RequestStatus;
  error: AuthFailure | null;
  /** The sign-in answered twoStepRequired: the code went to `sentTo` (masked). */
  twoStep: { sentTo: string } | null;
  sms: {
    status: 'idle' | 'sending' | 'sent' | 'failed';
    /** Epoch ms before which another code may not be asked for. */
    resendAt: number | null;
    error: AuthFailure | null;
  };
}

const idleSms: SignInState['sms'] = { status: 'idle', resendAt: null, error: null };

export const initialSignInState: SignInState = {
  form: 'login_password',
  status: 'idle',
  error: null,
  twoStep: null,
  sms: idleSms,
};

/** A fresh sign-in view: what the last attempt left is forgotten, the chosen form kept. */
const fresh = (form: LoginForm): SignInState => ({ ...initialSignInState, form });

export const signInSlice = createSlice({
  name: 'session',
  initialState: initialSignInState,
  reducers: {
    signInFormChanged: (_state, { payload }: PayloadAction<{ form: LoginForm }>) => fresh(payload.form),
    signInRequested(state, _action: PayloadAction<SignInValues>) {
      state.status = 'pending';
      state.error = null;
    },
    twoStepRequired(state, { payload }: PayloadAction<{ sentTo: string }>) {
      state.status = 'idle';
      state.twoStep = { sentTo: payload.sentTo };
    },
    twoStepCodeSubmitted(state, _action: PayloadAction<{ code: string }>) {
      state.status = 'pending';
      state.error = null;
    },
    signInFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.status = 'failed';
      state.error = payload;
    },
    smsCodeRequested(state, _action: PayloadAction<{ phoneCode: string; phone: string }>) {
      state.sms.status = 'sending';
      state.sms.error = null;
    },
    smsCodeSent(state, { payload }: PayloadAction<{ resendAt: number }>) {
      state.sms = { status: 'sent', resendAt: payload.resendAt, error: null };
    },
    smsCodeFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.sms.status = 'failed';
      state.sms.error = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInOpened, (state, { payload }) => fresh(payload?.form ?? state.form))
      .addCase(authDialogClosed, (state) => {
        state.twoStep = null;
      })
      .addCase(signedIn, (state) => fresh(state.form));
  },
});

export const {
  signInFormChanged,
  signInRequested,
  twoStepRequired,
  twoStepCodeSubmitted,
  signInFailed,
  smsCodeRequested,
  smsCodeSent,
  smsCodeFailed,
} = signInSlice.actions;
