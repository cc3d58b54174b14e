import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountLinkState } from '@bet/contract';
import type { AuthFailure } from './auth-failure';

/** Why a link no longer works: each has its own message on the page. */
export type LinkRefusal = Exclude<AccountLinkState, 'valid'>;

/**
 * The password-reset page (issue 12): `checking` the link, `ready` for the new password,
 * `saving`, then `changed` or `refused` (the link is expired, used or unknown). `failed`: the
 * check itself could not be made (the page offers to try again); a failed save goes back to
 * `ready` with its `error`, the form keeping what was typed.
 */
export interface PasswordResetState {
  status: 'idle' | 'checking' | 'ready' | 'saving' | 'changed' | 'refused' | 'failed';
  refusal: LinkRefusal | null;
  error: AuthFailure | null;
}

/** A page that acts on its link as it opens (e-mail confirmation, stop newsletter). */
export interface LinkActionState<O extends string> {
  status: 'idle' | 'pending' | 'done' | 'failed';
  outcome: O | null;
  error: AuthFailure | null;
}

export type EmailConfirmationOutcome = 'confirmed' | 'expired' | 'used' | 'unknown';
export type NewsletterOutcome = 'stopped' | 'alreadyStopped' | 'unknown';

export interface AccountLinksState {
  passwordReset: PasswordResetState;
  emailConfirmation: LinkActionState<EmailConfirmationOutcome>;
  newsletter: LinkActionState<NewsletterOutcome>;
}

export const initialAccountLinksState: AccountLinksState = {
  passwordReset: { status: 'idle', refusal: null, error: null },
  emailConfirmation: { status: 'idle', outcome: null, error: null },
  newsletter: { status: 'idle', outcome: null, error: null },
};

const pending = { status: 'pending', outcome: null, error: null } as const;

export const accountLinksSlice = createSlice({
  name: 'session',
  initialState: initialAccountLinksState,
  reducers: {
    /** The reset page opened with its link's token (empty when the address has none). */
    passwordResetLinkOpened: (state, _action: PayloadAction<{ token: string }>) => {
      state.passwordReset = { status: 'checking', refusal: null, error: null };
    },
    passwordResetLinkChecked: (state, { payload }: PayloadAction<{ state: AccountLinkState }>) => {
      state.passwordReset =
        payload.state === 'valid'
          ? { status: 'ready', refusal: null, error: null }
          : { status: 'refused', refusal: payload.state, error: null };
    },
    passwordResetCheckFailed: (state, { payload }: PayloadAction<AuthFailure>) => {
      state.passwordReset = { status: 'failed', refusal: null, error: payload };
    },
    passwordResetSubmitted: (state, _action: PayloadAction<{ token: string; password: string }>) => {
      state.passwordReset = { status: 'saving', refusal: null, error: null };
    },
    passwordResetAnswered: (
      state,
      { payload }: PayloadAction<{ outcome: 'changed' | 'expired' | 'used' | 'unknown' }>,
    ) => {
      state.passwordReset =
        payload.outcome === 'changed'
          ? { status: 'changed', refusal: null, error: null }
          : { status: 'refused', refusal: payload.outcome, error: null };
    },
    passwordResetSaveFailed: (state, { payload }: PayloadAction<AuthFailure>) => {
      state.passwordReset = { status: 'ready', refusal: null, error: payload };
    },
    /**
     * An e-mail confirmation page (user/activate, user/activatefast, user/accountverify) opened
     * with its token; `type` is the route's parameter of user/activate and user/activatefast.
     */
    emailConfirmationLinkOpened: (state, _action: PayloadAction<{ token: string; type?: string }>) => {
      state.emailConfirmation = pending;
    },
    emailConfirmationAnswered: (state, { payload }: PayloadAction<{ outcome: EmailConfirmationOutcome }>) => {
      state.emailConfirmation = { status: 'done', outcome: payload.outcome, error: null };
    },
    emailConfirmationFailed: (state, { payload }: PayloadAction<AuthFailure>) => {
      state.emailConfirmation = { status: 'failed', outcome: null, error: payload };
    },
    /** The user/stopnewsletter page opened with its token. */
    newsletterStopLinkOpened: (state, _action: PayloadAction<{ token: string }>) => {
      state.newsletter = pending;
    },
    newsletterStopAnswered: (state, { payload }: PayloadAction<{ outcome: NewsletterOutcome }>) => {
      state.newsletter = { status: 'done', outcome: payload.outcome, error: null };
    },
    newsletterStopFailed: (state, { payload }: PayloadAction<AuthFailure>) => {
      state.newsletter = { status: 'failed', outcome: null, error: payload };
    },
  },
});

export const {
  passwordResetLinkOpened,
  passwordResetLinkChecked,
  passwordResetCheckFailed,
  passwordResetSubmitted,
  passwordResetAnswered,
  passwordResetSaveFailed,
  emailConfirmationLinkOpened,
  emailConfirmationAnswered,
  emailConfirmationFailed,
  newsletterStopLinkOpened,
  newsletterStopAnswered,
  newsletterStopFailed,
} = accountLinksSlice.actions;
