import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  changePassword,
  checkAccountLink,
  confirmEmail,
  getAccountSecurity,
  requestEmailConfirmation,
  resetPassword,
  stopNewsletter,
  type AccountLinkState,
  officeMessages,
  type OfficeAnswer,
} from '@bet/contract';
import {
  emailConfirmationAnswered,
  emailConfirmationFailed,
  emailConfirmationLinkOpened,
  newsletterStopAnswered,
  newsletterStopFailed,
  newsletterStopLinkOpened,
  passwordResetAnswered,
  passwordResetCheckFailed,
  passwordResetLinkChecked,
  passwordResetLinkOpened,
  passwordResetSaveFailed,
  passwordResetSubmitted,
  type EmailConfirmationOutcome,
  type NewsletterOutcome,
} from './account-links-slice';
import { toAuthFailure } from './auth-failure';
import { officeSave, type OfficeSaveResult } from './office-save';
import type { SessionDeps } from './session-deps';
import {
  accountSecurityFailed,
  accountSecurityLoaded,
  emailConfirmationLinkRequested,
  emailConfirmationRequestAnswered,
  passwordChangeAnswered,
  passwordChangeRequested,
  securityPageOpened,
  type AccountSecurity,
  type PasswordChangeValues,
} from './security-slice';

/** The `type` of user/activate/{type} and user/activatefast/{type} whose links confirm an e-mail. */
export const EMAIL_LINK_TYPE = 'email';

/** The page opened without a token (a cut link): unknown, with no call. */
const hasToken = (token: string) => token.trim() !== '';

/** The reset page checks its link first, so a dead link says so before the player types anything. */
export function* checkResetLink(deps: SessionDeps, { payload }: PayloadAction<{ token: string }>) {
  if (!hasToken(payload.token)) {
    yield put(passwordResetLinkChecked({ state: 'unknown' }));
    return;
  }
  try {
    const answer: { state: AccountLinkState } = yield call(() =>
      deps.api.call(checkAccountLink, { query: { token: payload.token.trim(), purpose: 'password_reset' } }),
    );
    yield put(passwordResetLinkChecked(answer));
  } catch (error) {
    yield put(passwordResetCheckFailed(toAuthFailure(error)));
  }
}

/** The new password; the link is checked again by the sandbox (it may have expired meanwhile). */
export function* submitPasswordReset(
  deps: SessionDeps,
  { payload }: PayloadAction<{ token: string; password: string }>,
) {
  try {
    const answer: { outcome: 'changed' | 'expired' | 'used' | 'unknown' } = yield call(() =>
      deps.api.call(resetPassword, { body: { token: payload.token.trim(), password: payload.password } }),
    );
    yield put(passwordResetAnswered(answer));
  } catch (error) {
    yield put(passwordResetSaveFailed(toAuthFailure(error)));
  }
}

/**
 * A link page that acts as it opens. A link is one use, so the same token opened again in this
 * app (a page mounted twice, the player coming back to it) shows the answer it had, rather than
 * asking again and being told "already used" for the app's own first use.
 */
function linkAction<O extends string>(options: {
  send: (deps: SessionDeps, token: string) => Promise<{ outcome: O }>;
  answered: (payload: { outcome: O }) => PayloadAction<{ outcome: O }>;
  failed: (failure: ReturnType<typeof toAuthFailure>) => PayloadAction<unknown>;
  /** False: the link cannot be this page's (nothing is asked; it is unknown). */
  accepts?: (payload: { token: string; type?: string }) => boolean;
}) {
  const answers = new Map<string, O>();
  return function* (deps: SessionDeps, { payload }: PayloadAction<{ token: string; type?: string }>) {
    const token = payload.token.trim();
    if (!hasToken(token) || options.accepts?.(payload) === false) {
      yield put(options.answered({ outcome: 'unknown' as O }));
      return;
    }
    const known = answers.get(token);
    if (known !== undefined) {
      yield put(options.answered({ outcome: known }));
      return;
    }
    try {
      const answer: { outcome: O } = yield call(options.send, deps, token);
      answers.set(token, answer.outcome);
      yield put(options.answered(answer));
    } catch (error) {
      yield put(options.failed(toAuthFailure(error)));
    }
  };
}

/** Spec 02 §7 "Office and account" (paths ours): the office call's answer, or null when it threw. */
function* officeCall(send: () => Promise<OfficeAnswer>) {
  try {
    const answer: OfficeAnswer = yield call(send);
    return answer;
  } catch {
    return null;
  }
}

export function* loadSecurity(deps: SessionDeps) {
  try {
    const facts: AccountSecurity = yield call(() => deps.api.call(getAccountSecurity));
    yield put(accountSecurityLoaded(facts));
  } catch (error) {
    yield put(accountSecurityFailed(toAuthFailure(error)));
  }
}

/** The security page's password change, with spec 02 §8's office messages. */
export function* savePasswordChange(deps: SessionDeps, { payload }: PayloadAction<PasswordChangeValues>) {
  // officeSave: a 429 (too many wrong current passwords) says so, not "main_query_error".
  const result: OfficeSaveResult = yield call(officeSave, () =>
    deps.api.call(changePassword, {
      body: { currentPassword: payload.currentPassword, newPassword: payload.newPassword },
    }),
  );
  yield put(passwordChangeAnswered(result));
}

export function* askEmailConfirmation(deps: SessionDeps) {
  const answer: OfficeAnswer | null = yield call(officeCall, () => deps.api.call(requestEmailConfirmation));
  yield put(emailConfirmationRequestAnswered({ sent: answer?.status === 1, messages: officeMessages(answer) }));
}

/** Issue 12: the account flows' links and the security page. */
export function* accountFlowsSaga(deps: SessionDeps) {
  yield takeLatest(passwordResetLinkOpened.type, checkResetLink, deps);
  yield takeLeading(passwordResetSubmitted.type, submitPasswordReset, deps);
  yield takeLeading(
    emailConfirmationLinkOpened.type,
    linkAction<EmailConfirmationOutcome>({
      send: (d, token) => d.api.call(confirmEmail, { body: { token } }),
      answered: (payload) => emailConfirmationAnswered(payload),
      failed: (failure) => emailConfirmationFailed(failure),
      // Only an e-mail is confirmed by a link (a phone by its SMS code): user/activate/{type}, type email or none.
      accepts: ({ type }) => type === undefined || type === EMAIL_LINK_TYPE,
    }),
    deps,
  );
  yield takeLeading(
    newsletterStopLinkOpened.type,
    linkAction<NewsletterOutcome>({
      send: (d, token) => d.api.call(stopNewsletter, { body: { token } }),
      answered: (payload) => newsletterStopAnswered(payload),
      failed: (failure) => newsletterStopFailed(failure),
    }),
    deps,
  );
  yield takeLatest(securityPageOpened.type, loadSecurity, deps);
  yield takeLeading(passwordChangeRequested.type, savePasswordChange, deps);
  yield takeLeading(emailConfirmationLinkRequested.type, askEmailConfirmation, deps);
}
