import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthFailure } from './auth-failure';
import { forgotPasswordOpened } from './session-events';

export interface ForgotPasswordState {
  status: 'idle' | 'pending' | 'sent' | 'failed';
  error: AuthFailure | null;
}

export const initialForgotPasswordState: ForgotPasswordState = { status: 'idle', error: null };

export const forgotPasswordSlice = createSlice({
  name: 'session',
  initialState: initialForgotPasswordState,
  reducers: {
    forgotPasswordRequested: (_state, _action: PayloadAction<{ login: string }>): ForgotPasswordState => ({
      status: 'pending',
      error: null,
    }),
    forgotPasswordSent: (): ForgotPasswordState => ({ status: 'sent', error: null }),
    forgotPasswordFailed: (_state, { payload }: PayloadAction<AuthFailure>): ForgotPasswordState => ({
      status: 'failed',
      error: payload,
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(forgotPasswordOpened, () => initialForgotPasswordState);
  },
});

export const { forgotPasswordRequested, forgotPasswordSent, forgotPasswordFailed } = forgotPasswordSlice.actions;
