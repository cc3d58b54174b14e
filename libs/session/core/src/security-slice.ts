import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallResponse, getAccountSecurity } from '@bet/contract';
import type { AuthFailure } from './auth-failure';
import type { OfficeMessage } from '@bet/contract';
import { loggedOut, sessionEnded } from './session-events';

export type AccountSecurity = CallResponse<typeof getAccountSecurity>;

/**
 * The security page (issue 12, office route `security`): its facts (protection level, e-mail,
 * phone, two-step), the password change and the request for a new e-mail confirmation link.
 * `messages` follow spec 02 §8 (`officeMessages` of @bet/contract); what the player typed is never here.
 */
export interface SecurityState {
  facts: { status: 'idle' | 'pending' | 'ready' | 'failed'; data: AccountSecurity | null; error: AuthFailure | null };
  passwordChange: { status: 'idle' | 'pending' | 'saved' | 'failed'; messages: OfficeMessage[] };
  emailConfirmationRequest: { status: 'idle' | 'pending' | 'sent' | 'failed'; messages: OfficeMessage[] };
}

export const initialSecurityState: SecurityState = {
  facts: { status: 'idle', data: null, error: null },
  passwordChange: { status: 'idle', messages: [] },
  emailConfirmationRequest: { status: 'idle', messages: [] },
};

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export const securitySlice = createSlice({
  name: 'session',
  initialState: initialSecurityState,
  reducers: {
    /** The security page came on screen: its facts load, the last save's messages go. */
    securityPageOpened: (state) => {
      state.facts = { status: 'pending', data: state.facts.data, error: null };
      state.passwordChange = initialSecurityState.passwordChange;
      state.emailConfirmationRequest = initialSecurityState.emailConfirmationRequest;
    },
    accountSecurityLoaded: (state, { payload }: PayloadAction<AccountSecurity>) => {
      state.facts = { status: 'ready', data: payload, error: null };
    },
    accountSecurityFailed: (state, { payload }: PayloadAction<AuthFailure>) => {
      state.facts = { status: 'failed', data: state.facts.data, error: payload };
    },
    passwordChangeRequested: (state, _action: PayloadAction<PasswordChangeValues>) => {
      state.passwordChange = { status: 'pending', messages: [] };
    },
    passwordChangeAnswered: (state, { payload }: PayloadAction<{ saved: boolean; messages: OfficeMessage[] }>) => {
      state.passwordChange = { status: payload.saved ? 'saved' : 'failed', messages: payload.messages };
    },
    emailConfirmationLinkRequested: (state) => {
      state.emailConfirmationRequest = { status: 'pending', messages: [] };
    },
    emailConfirmationRequestAnswered: (
      state,
      { payload }: PayloadAction<{ sent: boolean; messages: OfficeMessage[] }>,
    ) => {
      state.emailConfirmationRequest = { status: payload.sent ? 'sent' : 'failed', messages: payload.messages };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialSecurityState).addCase(sessionEnded, () => initialSecurityState);
  },
});

export const {
  securityPageOpened,
  accountSecurityLoaded,
  accountSecurityFailed,
  passwordChangeRequested,
  passwordChangeAnswered,
  emailConfirmationLinkRequested,
  emailConfirmationRequestAnswered,
} = securitySlice.actions;
