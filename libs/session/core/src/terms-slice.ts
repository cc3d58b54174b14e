import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthFailure } from './auth-failure';
import { loggedOut, sessionEnded } from './session-events';

/** Spec 02 §4 "451 with exception_code 1" and the confirm-terms page (spec 01 §4 "Terms"). */
export interface TermsState {
  status: 'ok' | 'required' | 'confirming' | 'failed';
  updatedAt: number | null;
  error: AuthFailure | null;
}

export const initialTermsState: TermsState = { status: 'ok', updatedAt: null, error: null };

export const termsSlice = createSlice({
  name: 'session',
  initialState: initialTermsState,
  reducers: {
    termsRequired(state) {
      if (state.status !== 'confirming') state.status = 'required';
    },
    termsConfirmRequested(state) {
      state.status = 'confirming';
      state.error = null;
    },
    termsConfirmed: (_state, { payload }: PayloadAction<{ updatedAt: number }>): TermsState => ({
      status: 'ok',
      updatedAt: payload.updatedAt,
      error: null,
    }),
    termsConfirmFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.status = 'failed';
      state.error = payload;
    },
  },
  extraReducers: (builder) => {
    // The next player's 451 must redirect again.
    builder.addCase(loggedOut, () => initialTermsState).addCase(sessionEnded, () => initialTermsState);
  },
});

export const { termsRequired, termsConfirmRequested, termsConfirmed, termsConfirmFailed } = termsSlice.actions;
