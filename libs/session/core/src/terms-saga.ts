import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import { confirmTerms, getTermsStatus } from '@bet/contract';
import { toAuthFailure } from './auth-failure';
import type { SessionDeps } from './session-deps';
import { loggedOut, sessionEnded, userDataRequested } from './session-events';
import { termsConfirmed, termsConfirmFailed, termsConfirmRequested, termsRequired } from './terms-slice';

/**
 * Spec 02 §4 "451 with exception_code 1: redirect to confirm terms when available". The app
 * dispatches termsRequired from the request layer's onTermsRequired; many refused calls give
 * one redirect: after it, further termsRequired wait until the terms are confirmed (or the
 * player signs out, so the next player's 451 redirects again).
 */
export function* termsRedirect(deps: SessionDeps) {
  for (;;) {
    yield take(termsRequired.type);
    const available: boolean = yield select(deps.selectIsConfirmTermsAvailable);
    if (!available) continue;
    deps.navigate.confirmTerms();
    yield take([termsConfirmed.type, loggedOut.type, sessionEnded.type]);
  }
}

/**
 * The player confirms on the confirm-terms page: the current terms' updatedAt is read, then
 * confirmed; success goes home (spec 01 §4 "Terms": unchanged and on that page, go to root).
 * Failure: termsConfirmFailed (spec 02 §8 'information_confirm_terms_error' is the UI's text).
 */
export function* confirmCurrentTerms(deps: SessionDeps) {
  try {
    const status: { updatedAt: number } = yield call(() => deps.api.call(getTermsStatus));
    const answer: { updatedAt: number } = yield call(() =>
      deps.api.call(confirmTerms, { body: { updatedAt: status.updatedAt } }),
    );
    yield put(termsConfirmed({ updatedAt: answer.updatedAt }));
    // The player's data was refused with 451 while the terms were pending: load it now.
    yield put(userDataRequested());
    deps.navigate.home();
  } catch (error) {
    yield put(termsConfirmFailed(toAuthFailure(error)));
  }
}

export function* termsSaga(deps: SessionDeps) {
  yield takeLeading(termsConfirmRequested.type, confirmCurrentTerms, deps);
  yield call(termsRedirect, deps);
}
